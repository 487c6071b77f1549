import type { DemoArticleSource } from '../types.ts';

export const premierRendezVousArticles: DemoArticleSource[] = [
  {
    uid: 'choisir-le-lieu-d-un-premier-rendez-vous',
    title: "Choisir le lieu d'un premier rendez-vous",
    excerpt:
      'Calme, public et facile à quitter : les trois critères qui font un bon lieu de premier rendez-vous, et les adresses à éviter.',
    date: '2025-01-07T07:00:00.000Z',
    author: 'julien-marchand',
    categories: ['premier-rendez-vous'],
    tags: ['lieux', 'conversation'],
    menuOrder: 24,
    motif: 'pin',
    body: `
<p>Le lieu d'un premier rendez-vous fait la moitié du travail. Un endroit bien choisi détend l'atmosphère, facilite la conversation et permet à chacun de repartir quand il le souhaite. Un endroit mal choisi, trop bruyant, trop cher ou trop intime, met la pression avant même le premier mot.</p>
<h2>Les trois critères d'un bon lieu</h2>
<p>Avant de proposer une adresse, posez-vous trois questions. Peut-on s'entendre sans crier ? Peut-on partir au bout de quarante-cinq minutes sans que ce soit gênant ? Est-ce un lieu public où votre rendez-vous se sentira en sécurité ? Si la réponse est oui aux trois, vous tenez une bonne option.</p>
<ul>
<li><strong>Un café ou un bar calme</strong> en fin d'après-midi : le grand classique, et pour cause. On prolonge d'un verre si tout se passe bien, on écourte poliment sinon.</li>
<li><strong>Une promenade</strong> dans un parc ou le long d'un quai : marcher côte à côte réduit la pression du face-à-face, et les silences paraissent plus naturels.</li>
<li><strong>Une exposition ou un marché</strong> : l'environnement fournit des sujets de conversation tout faits.</li>
</ul>
<h2>Ce qu'il vaut mieux éviter</h2>
<p>Le dîner dans un grand restaurant est souvent une fausse bonne idée : deux heures assis face à une personne que vous connaissez à peine, un menu en cinq temps et une addition qui pèse sur l'ambiance. Le cinéma non plus : vous passez deux heures côte à côte sans vous parler. Quant à l'invitation chez vous, elle n'a pas sa place au premier rendez-vous. Même formulée innocemment, elle peut mettre l'autre mal à l'aise.</p>
<p>Évitez aussi les lieux où vous êtes un habitué un peu trop connu. Un serveur qui vous lance « Alors, c'est qui cette fois ? » ne fera pas bonne impression.</p>
<h2>Proposer le lieu avec tact</h2>
<p>Prenez l'initiative, mais laissez une porte ouverte. Plutôt que « On se voit où tu veux », qui renvoie toute la charge à l'autre, proposez quelque chose de précis : « Je connais un petit café près du canal, calme, avec une terrasse. Jeudi vers 18 h 30, ça te dirait ? Si tu préfères un autre quartier, dis-le-moi. » Vous montrez que vous avez réfléchi, sans rien imposer.</p>
<p>Pensez à la géographie : un lieu à mi-chemin, ou bien desservi par les transports, est une attention qui compte. Personne n'aime traverser la ville pour rencontrer quelqu'un qu'il n'a jamais vu.</p>
<blockquote>Le meilleur lieu est celui où vous êtes tous les deux à l'aise pour parler, et libres de partir.</blockquote>
<p>Enfin, repérez l'endroit si vous ne le connaissez pas : vérifier qu'il est ouvert ce jour-là vous évitera de vous retrouver devant un rideau baissé. Si la conversation prend, vous pourrez toujours proposer de marcher jusqu'à un second endroit. Pour préparer la suite, lisez nos conseils sur <a href="/articles?tag=conversation">l'art de la conversation</a>.</p>
`,
  },
  {
    uid: 'gerer-les-silences-pendant-un-rendez-vous',
    title: 'Gérer les silences pendant un rendez-vous',
    excerpt:
      "Un blanc dans la conversation n'est pas un échec. Voici comment l'accueillir sereinement, puis relancer l'échange sans forcer.",
    date: '2025-04-17T07:42:00.000Z',
    author: 'claire-dumont',
    categories: ['premier-rendez-vous', 'aborder-et-engager-la-conversation'],
    tags: ['conversation', 'ecoute'],
    menuOrder: 26,
    motif: 'bubbles',
    body: `
<p>Trois secondes de silence, et vous voilà en sueur, à chercher désespérément quelque chose à dire. Rassurez-vous : tous les rendez-vous ont leurs blancs, y compris ceux qui se passent très bien. Ce qui fait la différence, ce n'est pas leur absence, c'est la manière dont vous les vivez.</p>
<h2>Un silence n'est pas un verdict</h2>
<p>Dans une conversation, les pauses sont normales : on réfléchit, on boit une gorgée, on regarde autour de soi. C'est votre stress qui transforme deux secondes en une éternité. Votre interlocutrice, elle, n'est probablement pas en train de juger ce blanc ; elle se demande peut-être simplement ce qu'elle va commander.</p>
<p>Essayez de respirer, de sourire et de laisser la pause exister. Un homme qui supporte un court silence sans s'agiter dégage une impression de calme. À l'inverse, combler chaque seconde par un flot de paroles donne l'impression d'un entretien d'embauche.</p>
<h2>Quatre façons naturelles de relancer</h2>
<ul>
<li><strong>Revenir sur un sujet précédent</strong> : « Tout à l'heure, tu parlais de ton voyage au Portugal, c'était à Porto ou à Lisbonne ? » C'est la relance la plus efficace, car elle prouve que vous avez écouté.</li>
<li><strong>S'appuyer sur l'environnement</strong> : la musique, la décoration, un chien qui passe. C'est léger et partagé.</li>
<li><strong>Poser une question ouverte</strong> : « Qu'est-ce qui t'a occupée ce week-end ? » plutôt que « Tu as passé un bon week-end ? », qui appelle un simple oui.</li>
<li><strong>Partager quelque chose de vous</strong> : une anecdote courte, une opinion, un projet. La conversation est un échange, pas un interrogatoire.</li>
</ul>
<h2>Préparer sans réciter</h2>
<p>Il peut être rassurant d'avoir en tête deux ou trois thèmes que vous aimez aborder : un livre qui vous a marqué, un endroit qui vous fait rêver, une passion récente. Ne les apprenez pas par cœur, et ne les sortez pas comme des fiches. Ils sont un filet de sécurité, pas un script.</p>
<blockquote>Les meilleures conversations ne sont pas celles qui ne s'arrêtent jamais, mais celles où l'on se sent libre de se taire un instant.</blockquote>
<p>Enfin, si les silences s'accumulent et que l'échange reste laborieux malgré vos efforts, ce n'est pas forcément de votre faute. Parfois, le courant ne passe pas, et c'est une information utile plutôt qu'un échec. Pour aller plus loin, découvrez nos conseils sur <a href="/articles?tag=ecoute">l'écoute</a>.</p>
`,
  },
  {
    uid: 'apprivoiser-le-trac-avant-un-premier-rendez-vous',
    title: 'Apprivoiser le trac avant un premier rendez-vous',
    excerpt:
      "Cœur qui bat, mains moites, envie d'annuler : le trac est normal. Quelques gestes simples pour le transformer en énergie positive.",
    date: '2025-06-23T17:50:00.000Z',
    author: 'julien-marchand',
    categories: ['premier-rendez-vous', 'confiance-en-soi'],
    tags: ['timidite', 'authenticite'],
    menuOrder: 25,
    motif: 'sun',
    body: `
<p>La veille, vous dormez mal. Le jour même, vous relisez vingt fois vos messages et vous vous surprenez à chercher une excuse pour annuler. Bienvenue au club : le trac avant un premier rendez-vous touche presque tout le monde, y compris les hommes qui paraissent les plus sûrs d'eux.</p>
<h2>Comprendre ce qui se passe</h2>
<p>Le trac est une réaction physique à un enjeu qui compte pour vous. Votre corps se prépare à agir : le cœur accélère, l'attention s'aiguise. Ce n'est pas un signal de danger, c'est un signal d'importance. Le but n'est donc pas de le supprimer, mais de le ramener à un niveau où il vous rend vif plutôt que paralysé.</p>
<p>Rappelez-vous aussi que la personne en face ressent très probablement la même chose. Vous n'êtes pas un candidat face à un jury, mais deux personnes un peu nerveuses qui ont envie de passer un bon moment.</p>
<h2>La journée du rendez-vous</h2>
<ul>
<li><strong>Bougez</strong> : une marche rapide ou une séance de sport dans la journée fait retomber la tension.</li>
<li><strong>Préparez le concret la veille</strong> : tenue, itinéraire, horaire. Moins vous avez de décisions à prendre au dernier moment, plus vous êtes serein.</li>
<li><strong>Arrivez cinq minutes en avance</strong>, pas trente : juste le temps de vous installer et de respirer.</li>
<li><strong>Limitez le café et l'alcool</strong> : le premier accentue la nervosité, le second donne une assurance trompeuse.</li>
</ul>
<h2>Sur place : la respiration et l'attention</h2>
<p>Une technique simple : inspirez par le nez pendant quatre secondes, expirez lentement par la bouche pendant six secondes, trois ou quatre fois. L'expiration longue calme le rythme cardiaque, et personne ne remarquera rien.</p>
<p>Ensuite, déplacez votre attention de vous-même vers l'autre. Le trac se nourrit de questions intérieures : « Est-ce que je suis intéressant ? Est-ce que je lui plais ? » Remplacez-les par une vraie curiosité : « Qui est cette personne ? Qu'est-ce qui la passionne ? » Plus vous êtes occupé à écouter, moins vous avez le temps de vous observer.</p>
<blockquote>Vous n'avez pas besoin d'être parfait. Vous avez besoin d'être présent.</blockquote>
<p>Et si votre voix tremble un peu au début, vous pouvez même le dire avec le sourire : « J'avoue que je suis un peu nerveux. » Cette franchise désarme et rapproche bien plus qu'une assurance de façade. Pour travailler votre aisance sur la durée, consultez notre rubrique <a href="/articles?category=confiance-en-soi">Confiance en soi</a>.</p>
`,
  },
  {
    uid: 'qui-paie-l-addition',
    title: "Qui paie l'addition ?",
    excerpt:
      "Inviter, partager, alterner : il n'y a pas de règle unique, mais il y a une manière élégante d'aborder la question sans gêne.",
    date: '2025-10-02T17:32:00.000Z',
    author: 'antoine-lefevre',
    categories: ['premier-rendez-vous', 'style-et-presentation'],
    tags: ['lieux', 'consentement'],
    menuOrder: 28,
    body: `
<p>Le moment de l'addition est souvent le plus embarrassant du premier rendez-vous. Faut-il inviter ? Proposer de partager ? Attendre ? Les usages ont changé, et ce qui semblait évident à la génération de nos parents ne l'est plus. Bonne nouvelle : il existe une façon simple et respectueuse de traverser ce moment.</p>
<h2>Celui qui propose invite</h2>
<p>La règle la plus claire reste celle-ci : la personne qui a proposé la sortie propose aussi de régler. Si c'est vous qui avez suggéré ce café, dites simplement : « Je t'invite, ça me fait plaisir. » Sans cérémonie, sans insister sur le montant, et surtout sans laisser entendre que ce geste appelle quoi que ce soit en retour. Une invitation est un cadeau, pas un investissement.</p>
<h2>Accepter qu'elle veuille partager</h2>
<p>Beaucoup de femmes préfèrent partager l'addition, par principe d'égalité ou pour ne se sentir redevables de rien. Si elle propose de payer sa part, n'en faites pas un débat. Vous pouvez proposer une fois : « Tu es sûre ? Ça me fait plaisir. » Si elle maintient, acceptez avec le sourire : « D'accord, alors la prochaine fois, c'est toi qui choisis l'endroit. » Insister davantage reviendrait à ne pas respecter son choix.</p>
<p>Une variante élégante consiste à alterner : vous payez les consommations, elle offre le dessert ou le verre suivant ailleurs. Cela crée un échange équilibré et, au passage, une bonne raison de prolonger le moment.</p>
<h2>Les maladresses à éviter</h2>
<ul>
<li>Sortir la calculatrice pour diviser au centime près : vous n'êtes pas entre colocataires.</li>
<li>Commenter le prix : « Ah quand même, c'est cher ici ! » met tout le monde mal à l'aise.</li>
<li>Payer en cachette pendant qu'elle est aux toilettes, puis le lui annoncer fièrement : certaines apprécient, d'autres y voient une décision prise à leur place.</li>
<li>Choisir un lieu au-dessus de vos moyens pour impressionner : la tension se lira sur votre visage au moment de l'addition.</li>
</ul>
<blockquote>Ce qu'on retient d'une addition, ce n'est jamais le montant, c'est l'aisance avec laquelle elle a été réglée.</blockquote>
<p>Le vrai sujet, au fond, n'est pas l'argent, mais le confort de chacun. Restez attentif à ses réactions, proposez sans imposer, et gardez un lieu adapté à votre budget. Pour choisir ce lieu, relisez nos conseils sur <a href="/articles?tag=lieux">les lieux de rendez-vous</a>.</p>
`,
  },
  {
    uid: 'bien-terminer-un-premier-rendez-vous',
    title: 'Bien terminer un premier rendez-vous',
    excerpt:
      "La fin d'un rendez-vous laisse une impression durable. Comment conclure avec chaleur, lire les signaux et respecter le rythme de l'autre.",
    date: '2025-12-24T10:57:00.000Z',
    author: 'helene-rousseau',
    categories: ['premier-rendez-vous'],
    tags: ['consentement', 'langage-corporel'],
    menuOrder: 29,
    motif: 'heart',
    body: `
<p>On prépare souvent le début d'un rendez-vous, rarement sa fin. Pourtant, les dernières minutes pèsent lourd dans le souvenir que l'autre gardera de la soirée. Une conclusion maladroite peut ternir un très bon moment ; une conclusion réussie donne envie de se revoir.</p>
<h2>Savoir quand s'arrêter</h2>
<p>Mieux vaut quitter un rendez-vous un peu trop tôt qu'un peu trop tard. Si la conversation est encore animée et que vous riez, c'est le moment idéal pour proposer de conclure : vous partez tous les deux sur une note positive, avec l'envie de poursuivre. À l'inverse, étirer la soirée jusqu'à l'épuisement des sujets laisse un souvenir de fatigue.</p>
<p>Soyez aussi attentif aux signaux : elle regarde l'heure, répond plus brièvement, range son téléphone dans son sac. Proposez alors vous-même de finir : « Je vois qu'il se fait tard, je te raccompagne jusqu'au métro ? » Vous lui évitez d'avoir à le demander.</p>
<h2>Dire ce que l'on a ressenti</h2>
<p>Inutile de jouer la carte du mystère. Une phrase simple et sincère suffit : « J'ai passé un très bon moment, j'aimerais bien qu'on se revoie. » Vous exprimez votre intérêt clairement, sans mettre de pression. Si vous avez des doutes sur la réciprocité, cette phrase lui laisse toute liberté de répondre avec enthousiasme ou avec réserve.</p>
<h2>Le geste d'au revoir</h2>
<p>C'est le moment qui crée le plus d'appréhension, et c'est là que le respect compte le plus. Il n'y a pas de geste obligatoire : la bise, une accolade, un simple sourire, ou un baiser si l'envie est clairement partagée. En cas de doute, ne devinez pas, laissez-la venir ou posez la question avec légèreté.</p>
<ul>
<li><strong>Les signes d'ouverture</strong> : elle se rapproche, maintient le regard, s'attarde.</li>
<li><strong>Les signes de réserve</strong> : elle garde ses distances, recule légèrement, tourne déjà son corps vers la sortie.</li>
</ul>
<p>Face à la réserve, une bise ou un « bonne soirée » chaleureux est parfait. Un refus de baiser n'est pas un refus de vous revoir : beaucoup de personnes préfèrent simplement prendre leur temps.</p>
<blockquote>Un au revoir réussi, c'est quand chacun rentre chez soi en se sentant respecté.</blockquote>
<p>Enfin, un petit message une fois rentré, du type « Merci pour ce moment, bonne nuit », est une attention appréciée. Pas besoin d'attendre trois jours par calcul. Pour approfondir, lisez notre article sur <a href="/articles?tag=consentement">le consentement et le respect</a>.</p>
`,
  },
  {
    uid: 'reussir-le-deuxieme-rendez-vous',
    title: 'Réussir le deuxième rendez-vous',
    excerpt:
      "Le premier rendez-vous s'est bien passé ? Le second sert à approfondir : changer de décor, aller au-delà des banalités, partager une activité.",
    date: '2026-03-18T09:22:00.000Z',
    author: 'claire-dumont',
    categories: ['premier-rendez-vous', 'relation-durable'],
    tags: ['conversation', 'lieux', 'authenticite'],
    menuOrder: 30,
    motif: 'heart',
    body: `
<p>Le premier rendez-vous répond à une question simple : a-t-on envie de se revoir ? Le deuxième pose une question plus intéressante : qui est vraiment cette personne ? C'est souvent là que l'on passe de la curiosité à une vraie complicité, à condition de ne pas refaire exactement la même soirée.</p>
<h2>Changer de décor</h2>
<p>Si vous vous êtes vus dans un café, proposez autre chose : une balade dans un quartier que l'un de vous aime, un concert en plein air, un cours de cuisine, une visite de musée. Une activité partagée crée des souvenirs communs et révèle des facettes qu'une table de bar cache : sa façon de réagir à l'imprévu, son sens de l'humour, sa curiosité.</p>
<p>Appuyez-vous sur ce que vous avez appris la première fois. Elle vous a parlé de sa passion pour la photographie ? « Il y a une expo de photos de rue qui vient d'ouvrir, ça te tenterait ? » Vous montrez que vous avez écouté, ce qui vaut tous les compliments.</p>
<h2>Approfondir la conversation</h2>
<p>Au premier rendez-vous, on parle souvent métier, études, quartier. Au deuxième, on peut aller un cran plus loin : ce qui compte pour chacun, les projets, les petites manies, les souvenirs d'enfance. Quelques pistes :</p>
<ul>
<li>« Qu'est-ce qui t'a rendue fière récemment ? »</li>
<li>« Si tu avais six mois devant toi, sans contrainte, tu ferais quoi ? »</li>
<li>« Quel est le meilleur conseil qu'on t'ait donné ? »</li>
</ul>
<p>Ne transformez pas ces questions en questionnaire : partagez aussi vos propres réponses, avec franchise. L'intimité naît de la réciprocité.</p>
<h2>Garder la légèreté</h2>
<p>Approfondir ne veut pas dire tout déballer. Ce n'est pas le moment de raconter en détail votre dernière rupture ni d'évoquer le prénom de vos futurs enfants. Gardez de la place pour le jeu, les rires et la découverte progressive. Une part de mystère n'est pas une stratégie : c'est simplement le plaisir de se découvrir au fil des rencontres, sans tout savoir dès le deuxième soir.</p>
<blockquote>Au deuxième rendez-vous, on ne cherche plus à plaire à tout prix : on cherche à se connaître.</blockquote>
<p>Côté rythme, il n'y a pas de délai idéal. Une semaine ou dix jours après le premier rendez-vous est courant, mais l'essentiel est que l'envie soit réciproque et que chacun garde sa liberté. Pour des idées de sorties, consultez notre sélection d'<a href="/articles?tag=lieux">idées de lieux</a>.</p>
`,
  },
  {
    uid: 'quand-le-courant-ne-passe-pas',
    title: 'Quand le courant ne passe pas',
    excerpt:
      "Certains rendez-vous ne fonctionnent pas, et c'est normal. Comment rester élégant, écourter poliment et dire les choses avec tact.",
    date: '2026-06-26T09:04:00.000Z',
    author: 'julien-marchand',
    categories: ['premier-rendez-vous', 'confiance-en-soi'],
    tags: ['rejet', 'consentement'],
    menuOrder: 31,
    body: `
<p>Vous vous étiez bien entendus par messages, les photos vous plaisaient, et pourtant, une fois assis face à face, rien ne se passe. La conversation patine, les rires sont polis, chacun regarde discrètement l'heure. Ce scénario arrive à tout le monde. La question n'est pas de l'éviter à tout prix, mais de le vivre avec élégance.</p>
<h2>Ce n'est la faute de personne</h2>
<p>L'attirance et la complicité ne se commandent pas. Deux personnes charmantes peuvent tout simplement ne pas accrocher ensemble. Inutile de chercher un coupable, ni chez elle ni chez vous. Un rendez-vous sans étincelle n'est pas un échec : c'est une réponse, et elle vous fait gagner du temps.</p>
<h2>Rester courtois jusqu'au bout</h2>
<p>Même si vous savez au bout de dix minutes que ça ne marchera pas, la personne en face mérite votre attention et votre respect. Pas de téléphone posé sur la table, pas de soupirs, pas de regards vers la porte. Terminez votre verre, intéressez-vous sincèrement à ce qu'elle raconte : vous apprendrez peut-être quelque chose, et vous aurez passé un moment correct.</p>
<p>Au bout d'un temps raisonnable, une quarantaine de minutes par exemple, vous pouvez conclure simplement : « Je vais devoir y aller, merci pour ce moment. » Pas besoin d'inventer un imprévu ou un coup de fil urgent : les prétextes trop visibles blessent davantage que la vérité dite avec douceur.</p>
<h2>Dire les choses après coup</h2>
<p>Si elle vous écrit ensuite pour proposer de se revoir, ne la laissez pas sans réponse. Un message bref, honnête et bienveillant suffit :</p>
<blockquote>« Merci pour le verre de jeudi, j'ai passé un moment agréable. Je ne crois pas qu'on soit sur la même longueur d'onde, mais je te souhaite de belles rencontres. »</blockquote>
<p>Ce message demande dix secondes de courage et évite à l'autre des jours d'incertitude. C'est exactement ce que vous aimeriez recevoir à sa place.</p>
<h2>Et si c'est elle qui n'accroche pas ?</h2>
<ul>
<li>Acceptez sa décision sans chercher à la faire changer d'avis.</li>
<li>Ne demandez pas de justification détaillée : elle ne vous en doit pas.</li>
<li>Remerciez-la, tout simplement, et passez à autre chose.</li>
</ul>
<p>Chaque rendez-vous, même raté, vous entraîne à être plus à l'aise. Pour apprendre à encaisser un refus sans le prendre pour vous, lisez nos conseils sur <a href="/articles?tag=rejet">la gestion du refus</a>.</p>
`,
  },
  {
    uid: 'dix-idees-de-rendez-vous-qui-changent-du-bar',
    title: 'Dix idées de rendez-vous qui changent du bar',
    excerpt:
      "Marché, atelier, balade, escape game : des idées de sorties simples et abordables pour rencontrer quelqu'un autrement qu'autour d'un verre.",
    date: '2026-09-18T08:29:00.000Z',
    author: 'sofia-benali',
    categories: ['premier-rendez-vous'],
    tags: ['lieux', 'vie-sociale'],
    menuOrder: 27,
    motif: 'pin',
    body: `
<p>Le verre en terrasse a ses mérites, mais à force, tous les rendez-vous finissent par se ressembler. Proposer une sortie un peu différente montre que vous avez de l'imagination et crée un souvenir plus marquant. Voici dix idées, testées et appréciées, à adapter selon la saison et vos goûts communs.</p>
<h2>Pour un premier rendez-vous</h2>
<p>Au premier rendez-vous, l'activité doit rester courte, publique et laisser de la place à la conversation. Ces idées remplissent les trois conditions :</p>
<ul>
<li><strong>Le marché du dimanche matin</strong> : on flâne, on goûte, on commente. Idéal pour les gourmands.</li>
<li><strong>Une balade avec un café à emporter</strong> : simple, peu coûteux, et marcher côte à côte détend.</li>
<li><strong>Une librairie ou une bouquinerie</strong> : chacun présente un livre qu'il aime. Révélateur et charmant.</li>
<li><strong>Une exposition temporaire</strong> : l'art donne des sujets de discussion et on peut repartir au bout d'une heure.</li>
<li><strong>Un glacier ou une pâtisserie réputée</strong> : un plaisir simple qui met de bonne humeur.</li>
</ul>
<h2>Pour les rendez-vous suivants</h2>
<p>Une fois la glace brisée, vous pouvez proposer des activités plus longues ou plus engageantes :</p>
<ul>
<li><strong>Un atelier</strong> de cuisine, de poterie ou de dégustation : on apprend ensemble, on rit de ses maladresses.</li>
<li><strong>Un escape game</strong> : parfait pour découvrir comment l'autre réfléchit et coopère.</li>
<li><strong>Un concert ou une scène ouverte</strong> dans une petite salle : ambiance intime et découvertes musicales.</li>
<li><strong>Une randonnée à la journée</strong> : de l'air, de l'effort partagé et de longues conversations.</li>
<li><strong>Un pique-nique</strong> dans un parc, en préparant chacun quelques spécialités.</li>
</ul>
<h2>Bien proposer l'activité</h2>
<p>L'idée la plus originale ne vaut rien si elle ne plaît qu'à vous. Appuyez-vous sur ce que vous savez de ses goûts et laissez toujours une alternative : « Il y a un atelier de poterie samedi, ça te tenterait ? Sinon, on peut simplement aller se balader. » Évitez les activités trop techniques ou trop physiques au début : une escalade de quatre heures n'est pas le meilleur cadre pour faire connaissance.</p>
<blockquote>Une bonne activité est un prétexte à la rencontre, pas une performance à réussir.</blockquote>
<p>Pensez enfin au budget : une sortie originale n'a pas besoin d'être chère. Les meilleurs souvenirs naissent souvent des plans les plus simples. Retrouvez d'autres conseils dans notre rubrique <a href="/articles?category=premier-rendez-vous">Premier rendez-vous</a>.</p>
`,
  },
];
