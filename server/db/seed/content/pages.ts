import type { DemoPage } from './types.ts';

const about: DemoPage = {
  uid: 'about',
  title: 'À propos de Galant',
  description:
    "Galant accompagne les hommes qui veulent faire de belles rencontres : des articles concrets et des coachs à l'écoute, avec une approche fondée sur le respect et la sincérité.",
  content: `
<p>Galant est né d'une conviction simple : la séduction s'apprend. Pas comme une technique qu'on applique, mais comme un ensemble de savoir-être qui se travaillent : oser aller vers l'autre, écouter vraiment, exprimer ce que l'on ressent, accepter un refus avec élégance. Timidité, peur du rejet, messages qui restent sans réponse, rendez-vous qui tournent court : chaque homme peut progresser, avec de bons conseils et un peu de méthode.</p>
<h2>Ce que nous proposons</h2>
<p>Nos articles couvrent toutes les étapes d'une rencontre : rédiger un profil sincère, écrire un premier message, choisir le lieu d'un rendez-vous, gérer le trac et les silences, soigner sa présentation, puis construire une relation qui dure. Chaque article est concret, illustré d'exemples et de formulations que vous pouvez vous approprier. Les premières lignes sont accessibles à tous ; l'intégralité des textes est réservée à nos membres.</p>
<p>Les membres VIP bénéficient en plus d'un espace de coaching privé. Vous y échangez par écrit avec un coach qui connaît votre situation et vous accompagne pas à pas : relire votre bio, préparer un rendez-vous, faire le point après une rupture ou vous aider à exprimer un besoin dans votre couple.</p>
<h2>Nos coachs</h2>
<p>L'équipe de Galant réunit des profils complémentaires : une coach en communication, un ancien grand timide devenu formateur en aisance sociale, une ancienne designer d'application de rencontre, un conseiller en image et une thérapeute de couple. Tous partagent la même exigence : donner des conseils qu'ils appliqueraient eux-mêmes, et qu'ils n'auraient pas honte de voir appliqués par leurs proches.</p>
<h2>Notre approche : le respect avant tout</h2>
<p>Vous ne trouverez chez nous ni « techniques » de manipulation, ni scripts pour déstabiliser, ni promesses de résultats garantis. Nous pensons qu'une rencontre réussie est une rencontre où chacun se sent libre et respecté. Le consentement, l'honnêteté sur ses intentions et l'attention portée à l'autre ne sont pas des contraintes : ce sont les fondations de toute relation qui vaut la peine.</p>
<p>Notre objectif n'est pas de faire de vous quelqu'un d'autre, mais de vous aider à montrer le meilleur de vous-même, avec assurance et sincérité.</p>
<h2>Nous contacter</h2>
<p>Une question sur votre abonnement, une suggestion d'article, une remarque ? Notre support client vous répond, que vous ayez un compte ou non, depuis la rubrique <a href="/contact">Support</a>.</p>
`,
};

const termsOfService: DemoPage = {
  uid: 'terms-of-service',
  title: "Conditions générales d'utilisation",
  description:
    "Conditions d'accès et d'utilisation du site Galant et de l'abonnement VIP : renouvellement, résiliation en ligne, cashback, données personnelles et support.",
  content: `
<h2>1. Objet</h2>
<p>Les présentes conditions générales d'utilisation (ci-après les « CGU ») régissent l'accès et l'utilisation du site Galant (ci-après le « Site ») et du service d'abonnement de coaching en séduction proposé par son éditeur, dont les coordonnées figurent en pied de page. Elles s'appliquent à tout visiteur et à tout membre. La création d'un compte et la souscription d'un abonnement impliquent l'acceptation pleine et entière des présentes CGU.</p>
<h2>2. Accès au service</h2>
<p>Le Site est réservé aux personnes majeures. Tout visiteur peut consulter librement la liste des articles et le début de chaque article. La lecture intégrale des articles et l'accès à l'espace de coaching sont réservés aux membres titulaires d'un abonnement VIP en cours de validité.</p>
<p>Le membre s'engage à fournir des informations exactes lors de son inscription et à garder confidentiels ses identifiants. Il est responsable de l'utilisation de son compte. En cas d'utilisation frauduleuse présumée, il lui appartient de prévenir sans délai le support client.</p>
<p>L'éditeur s'efforce d'assurer l'accessibilité du Site en permanence, sans obligation de résultat. L'accès peut être interrompu pour des opérations de maintenance ou en cas de force majeure.</p>
<h2>3. Abonnement VIP et renouvellement automatique</h2>
<p>L'abonnement VIP donne accès à l'intégralité des articles et à l'espace de coaching, dans lequel le membre échange par écrit avec des coachs. La formule, son prix toutes taxes comprises, sa durée de période et, le cas échéant, sa période d'essai sont présentés avant la souscription. Le paiement s'effectue par carte bancaire.</p>
<p>L'abonnement est conclu pour la période indiquée et se renouvelle automatiquement, par tacite reconduction, pour une période identique à chaque échéance, jusqu'à sa résiliation. Le montant de chaque période est prélevé sur la carte enregistrée à la date d'échéance. La date et le montant du prochain paiement sont consultables à tout moment dans la rubrique « Mon abonnement » du compte.</p>
<h2>4. Droit de rétractation</h2>
<p>Conformément à l'article L221-18 du Code de la consommation, le membre dispose d'un délai de quatorze jours à compter de la souscription pour exercer son droit de rétractation, sans avoir à se justifier, en adressant sa demande au support client. Lorsque le membre a demandé à bénéficier du service avant la fin de ce délai, il reste redevable d'un montant proportionnel au service fourni jusqu'à la communication de sa décision de se rétracter, conformément à l'article L221-25 du même code.</p>
<h2>5. Résiliation en ligne à tout moment</h2>
<p>Le membre peut résilier son abonnement à tout moment, en ligne, depuis la rubrique « Mon abonnement » de son compte, conformément à l'article L215-1-1 du Code de la consommation. Il lui suffit de demander l'arrêt du renouvellement et de confirmer sa demande. Un message confirme la prise en compte de la résiliation.</p>
<p>La résiliation prend effet à la fin de la période en cours : aucun nouveau prélèvement n'est effectué, et le membre conserve l'accès à l'ensemble du service jusqu'à cette date. La période entamée reste due et n'est pas remboursée, sauf exercice du droit de rétractation dans les conditions de l'article 4.</p>
<p>Un abonnement résilié ne peut pas être réactivé. À la fin de la période, le compte est clôturé : le membre ne peut plus se connecter et son profil est supprimé. Pour bénéficier à nouveau du service, il lui faut procéder à une nouvelle inscription.</p>
<h2>6. Cashback</h2>
<p>Selon l'offre en vigueur lors de la souscription, le premier paiement peut donner lieu à un remboursement partiel ou total, dit « cashback », crédité sur la carte bancaire renseignée lors de l'inscription. Le montant et la date du cashback sont indiqués dans la rubrique « Mon abonnement ». Le cashback ne peut être versé sur un autre moyen de paiement, ni converti en avoir, et ne s'applique pas aux paiements de renouvellement.</p>
<h2>7. Espace de coaching et contenus</h2>
<p>Les conseils publiés sur le Site et délivrés dans l'espace de coaching sont des conseils généraux de développement personnel. Ils ne constituent ni un suivi médical ou psychologique, ni une garantie de résultat. Le membre s'engage à échanger avec les coachs de manière courtoise et à ne publier aucun contenu illicite, injurieux ou portant atteinte aux droits d'autrui. Tout manquement grave peut entraîner la suspension du compte, après information du membre.</p>
<p>Les articles, illustrations et éléments graphiques du Site sont protégés par le droit de la propriété intellectuelle. Toute reproduction ou diffusion sans autorisation préalable de l'éditeur est interdite.</p>
<h2>8. Données personnelles</h2>
<p>L'éditeur traite les données personnelles des visiteurs et des membres conformément au règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés. Les données collectées (adresse e-mail, nom, informations d'abonnement, messages échangés avec les coachs et le support) sont utilisées pour fournir le service, gérer l'abonnement et répondre aux demandes. Ces traitements reposent sur l'exécution du contrat et, pour la comptabilité, sur le respect des obligations légales de l'éditeur.</p>
<p>À la fin de l'abonnement, le profil du membre et les données qui y sont attachées sont supprimés. Les données de paiement sont conservées pour la durée exigée par les obligations comptables et fiscales, sans les données personnelles du membre. Les numéros de carte bancaire ne sont jamais conservés par l'éditeur : ils sont traités par son prestataire de paiement.</p>
<p>Chaque personne dispose d'un droit d'accès, de rectification, d'effacement, de limitation, d'opposition et de portabilité de ses données, qu'elle peut exercer auprès du support client. Elle peut également introduire une réclamation auprès de la Commission nationale de l'informatique et des libertés (CNIL). Le Site dépose un cookie de langue d'une durée de 365 jours, nécessaire à son fonctionnement ; la mesure d'audience n'est activée qu'avec le consentement du visiteur.</p>
<h2>9. Support client</h2>
<p>Toute personne, membre ou non, peut contacter le support client en ouvrant une demande depuis la rubrique <a href="/contact">Support</a> du Site. Les demandes sont traitées dans les meilleurs délais, et leur suivi est consultable en ligne. Le support accompagne notamment les membres pour toute question relative à leur abonnement, à leurs paiements, au cashback ou à leurs données personnelles.</p>
<h2>10. Modification des CGU</h2>
<p>L'éditeur peut modifier les présentes CGU. Les membres sont informés de toute modification substantielle avant son entrée en vigueur ; s'ils la refusent, ils peuvent résilier leur abonnement dans les conditions de l'article 5.</p>
<h2>11. Droit applicable et litiges</h2>
<p>Les présentes CGU sont soumises au droit français. En cas de litige, le membre est invité à contacter d'abord le support client afin de rechercher une solution amiable. À défaut, il peut recourir gratuitement à un médiateur de la consommation, dont les coordonnées lui sont communiquées sur simple demande auprès du support, conformément aux articles L612-1 et suivants du Code de la consommation. À défaut de résolution amiable, le litige est porté devant les juridictions françaises compétentes.</p>
`,
};

export const pages: DemoPage[] = [about, termsOfService];
