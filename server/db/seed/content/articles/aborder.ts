import type { DemoArticleSource } from '../types.ts';

export const aborderArticles: DemoArticleSource[] = [
  {
    uid: 'l-ecoute-active-votre-meilleur-atout',
    title: "L'écoute active, votre meilleur atout",
    excerpt:
      "On croit qu'il faut être brillant pour séduire. En réalité, les gens se souviennent surtout de ceux qui les ont vraiment écoutés.",
    date: '2025-02-26T10:51:00.000Z',
    author: 'claire-dumont',
    categories: ['aborder-et-engager-la-conversation'],
    tags: ['ecoute', 'conversation'],
    menuOrder: 9,
    motif: 'waves',
    body: `
<p>Beaucoup d'hommes arrivent à un rendez-vous avec une obsession : avoir des choses intéressantes à dire. Ils préparent des anecdotes, cherchent la réplique qui fera mouche. Pourtant, ce qui rend une conversation mémorable, c'est rarement ce que l'on dit. C'est la qualité avec laquelle on écoute.</p>
<h2>Écouter n'est pas attendre son tour</h2>
<p>Dans la plupart des conversations, chacun attend que l'autre ait fini pour placer sa propre histoire. On hoche la tête, mais on prépare déjà sa réponse. L'écoute active, c'est l'inverse : se concentrer entièrement sur ce que dit l'autre, sur ses mots, son ton, ses émotions, avant de penser à ce qu'on va répondre.</p>
<p>La différence se sent immédiatement. Une personne qui se sent écoutée se détend, se livre davantage et associe ce bien-être à vous.</p>
<h2>Trois techniques concrètes</h2>
<ul>
<li><strong>Reformuler</strong> : « Si je comprends bien, tu as quitté ton poste à Paris pour te lancer dans la menuiserie ? » Vous vérifiez que vous avez compris, et vous montrez que vous suivez.</li>
<li><strong>Nommer l'émotion</strong> : « Ça a dû être un sacré soulagement. » ou « J'ai l'impression que ça te tient vraiment à cœur. » Vous vous intéressez à ce qu'elle ressent, pas seulement aux faits.</li>
<li><strong>Creuser plutôt que rebondir</strong> : quand elle évoque un voyage au Japon, résistez à l'envie de raconter le vôtre. Demandez plutôt : « Qu'est-ce qui t'a le plus surprise là-bas ? »</li>
</ul>
<h2>Le corps écoute aussi</h2>
<p>L'écoute passe par l'attitude. Rangez votre téléphone, hors de vue. Tournez-vous vers elle, regardez-la quand elle parle, sans la fixer. Les petits signes d'attention, un hochement de tête, un sourire, un « ah oui ? » sincère, l'encouragent à continuer.</p>
<p>Attention cependant à ne pas tomber dans la technique mécanique. Reformuler chaque phrase ou répéter « je comprends » toutes les dix secondes sonne faux. L'écoute active n'est pas un numéro : c'est une curiosité réelle, que les techniques aident seulement à exprimer.</p>
<blockquote>On ne se souvient pas toujours de ce que les gens nous ont dit, mais on se souvient de la façon dont ils nous ont fait nous sentir.</blockquote>
<h2>Et vous, dans tout ça ?</h2>
<p>Écouter ne signifie pas s'effacer. Une conversation équilibrée alterne : vous écoutez, puis vous partagez à votre tour quelque chose de personnel en lien avec ce qui vient d'être dit. C'est ce va-et-vient qui crée la complicité. Pour trouver le bon équilibre, lisez aussi notre article sur <a href="/articles?tag=conversation">l'art de parler de soi</a>.</p>
`,
  },
  {
    uid: 'aborder-quelqu-un-dans-la-vie-reelle',
    title: "Aborder quelqu'un dans la vie réelle, avec respect",
    excerpt:
      "Dire bonjour à une inconnue sans être lourd ni intrusif, c'est possible. Le contexte, la phrase d'ouverture et l'art de se retirer avec grâce.",
    date: '2025-06-07T10:33:00.000Z',
    author: 'julien-marchand',
    categories: ['aborder-et-engager-la-conversation'],
    tags: ['timidite', 'consentement', 'conversation'],
    menuOrder: 8,
    body: `
<p>Avec les applications, beaucoup d'hommes ont perdu l'habitude d'aborder quelqu'un en vrai. Pourtant, une rencontre dans la vie réelle a un charme que l'écran n'a pas : elle naît d'un contexte partagé, d'un regard, d'une situation. Encore faut-il savoir s'y prendre sans mettre l'autre mal à l'aise.</p>
<h2>Choisir le bon contexte</h2>
<p>Tous les lieux ne se prêtent pas à une approche. Une femme qui attend son train, écouteurs sur les oreilles, ou qui marche vite dans la rue la nuit n'a aucune envie d'être abordée. En revanche, une soirée entre amis, un cours collectif, une file d'attente à un concert, un vernissage ou un café calme sont des contextes où échanger quelques mots est naturel.</p>
<p>Le bon réflexe : se demander si, dans cette situation, une conversation entre inconnus serait normale même sans intention de séduction. Si oui, vous pouvez y aller.</p>
<h2>Une ouverture simple et située</h2>
<p>Oubliez les phrases toutes faites. La meilleure entrée en matière s'appuie sur ce que vous vivez tous les deux à cet instant :</p>
<ul>
<li>« Vous avez déjà vu ce groupe en concert ? On m'en a dit beaucoup de bien. »</li>
<li>« Je n'arrive pas à choisir entre ces deux livres, vous avez lu l'un des deux ? »</li>
<li>« C'est la première fois que je viens à ce cours, c'est toujours aussi intense ? »</li>
</ul>
<p>Ce sont des questions banales, et c'est tant mieux : elles n'engagent à rien et laissent l'autre libre de répondre brièvement ou d'enchaîner. Si vous trouvez la personne attirante, vous pouvez le dire plus tard, avec simplicité, une fois la conversation installée.</p>
<h2>Lire la réponse et savoir se retirer</h2>
<p>Les premières secondes vous disent presque tout. Si elle se tourne vers vous, sourit, vous pose une question en retour, la conversation peut continuer. Si elle répond par monosyllabes, regarde ailleurs ou reprend son activité, le message est clair : souriez, souhaitez-lui une bonne journée et retirez-vous.</p>
<blockquote>Savoir partir avec le sourire fait autant partie de l'art d'aborder que savoir commencer.</blockquote>
<p>Ne prenez jamais ce retrait pour un échec. Elle était peut-être pressée, fatiguée, en couple, ou simplement pas d'humeur. Vous avez osé, et vous l'avez fait avec respect : c'est exactement ce qu'il faut retenir.</p>
<h2>Commencer petit</h2>
<p>Si aborder vous paralyse, entraînez-vous sans enjeu : complimentez un commerçant, demandez un conseil à un vendeur, échangez quelques mots avec un voisin. L'aisance sociale est un muscle. Pour le développer pas à pas, découvrez nos conseils sur <a href="/articles?tag=timidite">la timidité</a>.</p>
`,
  },
  {
    uid: 'poser-des-questions-qui-ouvrent-la-conversation',
    title: 'Poser des questions qui ouvrent la conversation',
    excerpt:
      'Fini les interrogatoires « Tu fais quoi dans la vie ? ». Comment formuler des questions qui donnent envie de raconter et de se livrer.',
    date: '2025-08-13T08:41:00.000Z',
    author: 'claire-dumont',
    categories: ['aborder-et-engager-la-conversation'],
    tags: ['conversation', 'ecoute'],
    menuOrder: 10,
    motif: 'bubbles',
    body: `
<p>« Tu fais quoi dans la vie ? Tu habites où ? Tu as des frères et sœurs ? » À ce rythme, un rendez-vous ressemble vite à un formulaire administratif. Les questions sont pourtant le moteur de toute conversation. Tout dépend de la manière de les poser.</p>
<h2>Ouvertes plutôt que fermées</h2>
<p>Une question fermée appelle un oui, un non ou une information courte : « Tu aimes voyager ? » Une question ouverte invite à raconter : « Quel est le voyage qui t'a le plus marquée ? » La seconde donne à l'autre l'occasion de partager une histoire, une émotion, une part d'elle-même. Et elle vous fournit au passage de quoi rebondir.</p>
<p>Les mots magiques des questions ouvertes : <em>comment</em>, <em>qu'est-ce qui</em>, <em>raconte-moi</em>. « Comment tu t'es lancée dans l'escalade ? » vaut mieux que « Tu fais de l'escalade depuis longtemps ? ».</p>
<h2>S'intéresser au pourquoi, pas seulement au quoi</h2>
<p>Le métier, le quartier et les études sont des points de départ, pas des destinations. Quand elle vous dit qu'elle est infirmière, ne passez pas au sujet suivant. Demandez ce qui l'a amenée vers ce métier, ce qu'elle aime dans son quotidien, ce qui la fatigue. Derrière chaque fait, il y a une motivation, et c'est elle qui est intéressante.</p>
<h2>Quelques questions qui fonctionnent bien</h2>
<ul>
<li>« Qu'est-ce qui t'occupe l'esprit en ce moment, en dehors du travail ? »</li>
<li>« C'est quoi, pour toi, un dimanche parfait ? »</li>
<li>« Qu'est-ce que tu as découvert récemment et que tu conseillerais à tout le monde ? »</li>
<li>« Si tu pouvais apprendre une compétence du jour au lendemain, ce serait laquelle ? »</li>
</ul>
<p>Ces questions sont légères, mais elles révèlent des goûts, des valeurs et des rêves. Elles amusent plus qu'elles n'intimident.</p>
<h2>Les pièges à éviter</h2>
<p>Évitez les questions trop intimes trop tôt, sur les ex, la famille ou l'argent : elles peuvent mettre mal à l'aise. Évitez aussi les questions « tests » qui cherchent à vérifier si elle correspond à vos critères. Et surtout, n'enchaînez pas une question après l'autre : après sa réponse, partagez la vôtre, réagissez, commentez.</p>
<blockquote>Une bonne question n'est pas celle qui impressionne, c'est celle qui donne envie de répondre.</blockquote>
<p>Enfin, écoutez vraiment les réponses. La meilleure question suivante se cache presque toujours dans ce qu'elle vient de dire. Pour affiner cette écoute, lisez notre article sur <a href="/articles?tag=ecoute">l'écoute active</a>.</p>
`,
  },
  {
    uid: 'l-humour-faire-rire-sans-se-moquer',
    title: "L'humour : faire rire sans se moquer",
    excerpt:
      "Le rire rapproche, à condition de choisir le bon registre. Autodérision, observation, complicité : l'humour qui séduit, et celui qui blesse.",
    date: '2025-11-04T07:06:00.000Z',
    author: 'julien-marchand',
    categories: ['aborder-et-engager-la-conversation'],
    tags: ['humour', 'conversation'],
    menuOrder: 11,
    motif: 'smile',
    body: `
<p>Dans les enquêtes sur ce qui plaît chez un partenaire, le sens de l'humour revient toujours en tête de liste. Rien d'étonnant : rire ensemble détend, crée de la complicité et fait passer le temps à toute vitesse. Mais tous les humours ne se valent pas, et certains font plus de dégâts qu'ils ne font rire.</p>
<h2>Vous n'avez pas besoin d'être drôle, mais d'être joueur</h2>
<p>Rassurez-vous : il ne s'agit pas d'enchaîner les blagues comme un humoriste sur scène. Les blagues préparées tombent souvent à plat. Ce qui fonctionne, c'est un état d'esprit léger : remarquer le comique d'une situation, accepter les petites absurdités, rire de bon cœur quand l'autre est drôle. Savoir rire des blagues de l'autre est d'ailleurs au moins aussi séduisant que d'en faire.</p>
<h2>Les registres qui marchent</h2>
<ul>
<li><strong>L'observation</strong> : le serveur qui a déjà apporté trois fois la mauvaise commande, la décoration improbable du bar. Un humour partagé, né de l'instant.</li>
<li><strong>L'autodérision</strong>, à petite dose : « Je tiens à préciser que je suis arrivé en avance uniquement parce que je me suis trompé d'heure. » Elle montre que vous ne vous prenez pas trop au sérieux.</li>
<li><strong>Les références communes</strong> : une blague qui rebondit sur quelque chose qu'elle a dit plus tôt. C'est le début d'un langage à deux.</li>
</ul>
<h2>Ce qui ne fait rire que vous</h2>
<p>La moquerie déguisée en taquinerie est le piège classique. Certaines méthodes de drague conseillent de « taquiner » pour déstabiliser ; en pratique, critiquer ses goûts, sa tenue ou son métier, même en riant, la met sur la défensive. Une taquinerie n'est acceptable que si elle est clairement affectueuse, réciproque et portée sur un sujet sans enjeu.</p>
<p>Évitez aussi les blagues qui rabaissent un groupe, les sous-entendus sexuels au premier rendez-vous et l'autodérision excessive : à force de vous dévaloriser, vous finirez par convaincre.</p>
<blockquote>Le bon humour fait rire avec l'autre, jamais contre lui.</blockquote>
<h2>Si la blague tombe à plat</h2>
<p>Ça arrive à tout le monde. Ne l'expliquez pas, ne la répétez pas. Un sourire et un « Bon, celle-là, je la retravaillerai » suffisent, et transforment souvent le flop en vrai moment de rire. C'est votre aisance face à l'échec qui séduit, pas la blague elle-même.</p>
<p>Retrouvez d'autres pistes pour des échanges vivants dans notre rubrique <a href="/articles?category=aborder-et-engager-la-conversation">Aborder et engager la conversation</a>.</p>
`,
  },
  {
    uid: 'rencontrer-quelqu-un-par-ses-amis',
    title: "Rencontrer quelqu'un par ses amis",
    excerpt:
      "Les amis restent l'un des meilleurs chemins vers une rencontre. Comment élargir son cercle, se faire présenter et gérer la situation avec tact.",
    date: '2026-01-27T18:31:00.000Z',
    author: 'claire-dumont',
    categories: ['aborder-et-engager-la-conversation'],
    tags: ['vie-sociale', 'authenticite'],
    menuOrder: 12,
    motif: 'rings',
    body: `
<p>Malgré l'essor des applications, une grande partie des couples continue de se former grâce au cercle amical. La raison est simple : quand on vous présente quelqu'un, une part de confiance est déjà là. Vous n'êtes pas un inconnu, vous êtes « l'ami de Thomas ». Encore faut-il donner à votre entourage l'occasion de jouer ce rôle.</p>
<h2>Faire savoir que vous êtes ouvert à une rencontre</h2>
<p>Vos amis ne peuvent pas deviner ce que vous cherchez. Sans en faire une annonce solennelle, dites-le simplement à ceux en qui vous avez confiance : « En ce moment, j'aimerais bien rencontrer quelqu'un. Si tu connais une personne avec qui je pourrais m'entendre, je suis partant pour un apéro. » Beaucoup de gens adorent jouer les entremetteurs ; il suffit souvent de leur en donner la permission.</p>
<h2>Multiplier les occasions</h2>
<p>Les rencontres par les amis naissent rarement d'un dîner arrangé. Elles se produisent lors des anniversaires, des pendaisons de crémaillère, des week-ends à plusieurs. Acceptez davantage d'invitations, même quand vous ne connaissez que l'hôte. Et invitez à votre tour : organiser une soirée jeux ou un barbecue où chacun vient avec un ami élargit naturellement les cercles.</p>
<ul>
<li>Dites oui à l'anniversaire du collègue de votre colocataire.</li>
<li>Proposez un restaurant à plusieurs plutôt qu'à deux.</li>
<li>Rejoignez l'équipe de foot à cinq ou le quiz du jeudi de vos amis.</li>
</ul>
<h2>Sur place : naturel et discrétion</h2>
<p>Si un ami vous a parlé d'une personne présente, ne débarquez pas comme si vous aviez un rendez-vous. Laissez la conversation se faire au fil de la soirée, dans le groupe d'abord. L'avantage d'un cadre collectif, c'est que personne n'est sous pression. Si le courant passe, vous pourrez lui proposer un café ensuite.</p>
<p>La discrétion compte aussi après coup : ne racontez pas les détails de vos échanges à vos amis communs, et évitez de faire de votre entourage un bureau des rapports.</p>
<blockquote>Dans un cercle d'amis, votre réputation vous précède : la gentillesse et le respect que vous montrez à tous comptent autant que votre charme.</blockquote>
<h2>Et si ça ne marche pas ?</h2>
<p>C'est la crainte qui freine beaucoup d'hommes : créer un malaise dans le groupe. Tout se passe bien si vous restez simple et respectueux. Un refus poli, accepté avec élégance, n'empêchera personne de se recroiser aux prochaines soirées. Pour élargir encore vos horizons, lisez aussi notre article sur <a href="/articles?tag=vie-sociale">les loisirs comme terrain de rencontre</a>.</p>
`,
  },
  {
    uid: 'vos-loisirs-le-meilleur-terrain-de-rencontre',
    title: 'Vos loisirs, le meilleur terrain de rencontre',
    excerpt:
      "Club de course, chorale, atelier d'improvisation : partager une passion est l'un des moyens les plus naturels de rencontrer quelqu'un.",
    date: '2026-04-20T17:56:00.000Z',
    author: 'julien-marchand',
    categories: ['aborder-et-engager-la-conversation', 'confiance-en-soi'],
    tags: ['vie-sociale', 'authenticite', 'timidite'],
    menuOrder: 13,
    motif: 'sun',
    body: `
<p>Quand on cherche à rencontrer quelqu'un, on pense bars, soirées et applications. On oublie souvent le terrain le plus favorable de tous : les activités régulières. Un club, un cours ou une association réunissent des personnes qui partagent au moins un goût commun, et qui se revoient chaque semaine. C'est exactement ce qui manque aux autres modes de rencontre.</p>
<h2>Pourquoi ça fonctionne</h2>
<p>Les relations naissent de la répétition. Voir quelqu'un une fois, c'est anecdotique ; le recroiser chaque mardi, échanger quelques mots, puis un peu plus, crée une familiarité qui se transforme naturellement en sympathie. Dans ce cadre, personne n'est là pour séduire, ce qui enlève une énorme pression. Vous êtes d'abord un partenaire d'entraînement, un voisin de pupitre, un coéquipier.</p>
<p>Et vous y êtes sous votre meilleur jour : engagé, curieux, en train de faire quelque chose qui vous plaît.</p>
<h2>Choisir une activité pour de bonnes raisons</h2>
<p>Ne vous inscrivez pas au cours de salsa uniquement parce que vous avez entendu qu'il y a beaucoup de femmes. Si l'activité vous ennuie, cela se verra, et vous abandonnerez au bout de trois séances. Choisissez plutôt ce qui vous attire réellement, en privilégiant les activités collectives et interactives :</p>
<ul>
<li>les clubs de course ou de randonnée, où l'on discute en marchant ;</li>
<li>les cours de théâtre ou d'improvisation, excellents aussi pour la confiance ;</li>
<li>les chorales, les ateliers de cuisine, les associations de bénévoles ;</li>
<li>les clubs de lecture ou de jeux de société.</li>
</ul>
<h2>Les bons réflexes</h2>
<p>Soyez régulier : c'est la condition pour devenir un visage familier. Participez aux moments informels, le verre après l'entraînement, le pique-nique de fin de saison. Intéressez-vous à tout le monde, pas seulement à la personne qui vous plaît : un homme sympathique avec tous inspire bien plus confiance qu'un homme qui ne parle qu'aux femmes célibataires.</p>
<p>Si quelqu'un vous plaît, prenez le temps de construire une relation amicale avant de proposer un café en tête-à-tête. Et si elle décline, restez exactement aussi cordial qu'avant : dans un groupe, le respect est non négociable.</p>
<blockquote>Faites ce que vous aimez, avec des gens qui l'aiment aussi : les rencontres suivront.</blockquote>
<p>Même sans rencontre amoureuse, vous y gagnerez des amis, des compétences et une vie plus riche, ce qui vous rendra d'autant plus attirant. Pour cultiver cette assurance, explorez notre rubrique <a href="/articles?category=confiance-en-soi">Confiance en soi</a>.</p>
`,
  },
  {
    uid: 'lire-les-signaux-d-interet',
    title: "Lire les signaux d'intérêt sans les surinterpréter",
    excerpt:
      'Regard, posture, questions en retour : comment repérer un intérêt réciproque, et pourquoi le doute se lève toujours mieux par une question.',
    date: '2026-07-30T17:38:00.000Z',
    author: 'helene-rousseau',
    categories: ['aborder-et-engager-la-conversation'],
    tags: ['langage-corporel', 'consentement'],
    menuOrder: 14,
    body: `
<p>Est-ce qu'elle est simplement polie, ou est-ce qu'elle s'intéresse vraiment à moi ? Cette question torture beaucoup d'hommes, et alimente une foule de théories sur les signaux prétendument infaillibles. La réalité est plus nuancée : certains indices sont parlants, mais aucun ne remplace une communication claire.</p>
<h2>Les signaux encourageants</h2>
<p>Pris isolément, un signe ne veut pas dire grand-chose. C'est leur accumulation qui compte. Une personne intéressée a tendance à :</p>
<ul>
<li><strong>entretenir la conversation</strong> : elle pose des questions en retour, rebondit, prolonge les échanges ;</li>
<li><strong>se souvenir de détails</strong> que vous avez mentionnés auparavant ;</li>
<li><strong>orienter son corps vers vous</strong>, se pencher légèrement, maintenir le regard avec plaisir ;</li>
<li><strong>rire facilement</strong>, y compris à des blagues moyennes ;</li>
<li><strong>proposer elle-même</strong> de prolonger le moment ou de se revoir.</li>
</ul>
<h2>Les signaux de réserve</h2>
<p>À l'inverse, des réponses brèves, un regard qui se porte souvent ailleurs, un corps tourné vers la sortie, des bras croisés de façon persistante ou une attention constante au téléphone indiquent qu'elle n'est pas, ou pas encore, dans le même état d'esprit. Ce n'est pas forcément un rejet définitif : elle peut être fatiguée, stressée ou simplement réservée. Mais ce n'est certainement pas un feu vert.</p>
<h2>Le piège de la surinterprétation</h2>
<p>Quand on est attiré par quelqu'un, on a tendance à voir des signes partout. Un sourire aimable devient une déclaration, une conversation animée devient une invitation. La gentillesse, la politesse et la sympathie ne sont pas des signaux de séduction. Une serveuse souriante, une collègue chaleureuse ou une amie attentionnée font simplement preuve de gentillesse.</p>
<blockquote>Dans le doute, ne devinez pas : demandez. Une question claire vaut mieux que mille interprétations.</blockquote>
<h2>Demander simplement</h2>
<p>Vous n'êtes pas obligé de décoder comme un détective. Exprimer votre intérêt avec légèreté permet d'obtenir une réponse claire : « J'aime beaucoup discuter avec toi. Ça te dirait qu'on prenne un verre un de ces soirs, juste tous les deux ? » Si la réponse est enthousiaste, tant mieux. Si elle est hésitante ou évasive, vous avez votre réponse, et vous l'acceptez avec le sourire.</p>
<p>Cette franchise est respectueuse pour elle comme pour vous : elle évite les malentendus et les situations ambiguës. Pour approfondir ces questions, lisez nos articles sur <a href="/articles?tag=consentement">le consentement et le respect</a>.</p>
`,
  },
  {
    uid: 'parler-de-soi-sans-monopoliser-la-parole',
    title: 'Parler de soi sans monopoliser la parole',
    excerpt:
      "Trop discret, on paraît fuyant ; trop bavard, on paraît égocentrique. Comment se livrer juste ce qu'il faut pour créer un vrai échange.",
    date: '2026-10-22T10:03:00.000Z',
    author: 'claire-dumont',
    categories: ['aborder-et-engager-la-conversation', 'premier-rendez-vous'],
    tags: ['conversation', 'authenticite'],
    menuOrder: 15,
    body: `
<p>On conseille souvent aux hommes d'écouter et de poser des questions. C'est juste, mais certains en tirent une stratégie de dissimulation : ils interrogent sans jamais se dévoiler. Résultat, l'autre repart en ayant tout raconté de sa vie sans rien savoir de la leur. D'autres, à l'opposé, déroulent leur biographie pendant une heure. Entre les deux, il existe un équilibre.</p>
<h2>La règle du va-et-vient</h2>
<p>Une bonne conversation ressemble à un échange de balles au tennis, pas à un service répété. Quand elle vous partage quelque chose, répondez par une expérience à vous en lien avec le sujet, puis renvoyez-lui la parole. Par exemple : « Moi aussi j'ai changé de ville pour le travail, j'ai mis six mois à me sentir chez moi à Nantes. Et toi, tu t'es vite adaptée ? »</p>
<p>Surveillez votre temps de parole : si vous parlez depuis plusieurs minutes sans qu'elle ait placé un mot, il est temps de lui poser une question.</p>
<h2>Raconter plutôt qu'énumérer</h2>
<p>Parler de soi ne signifie pas réciter son CV. « Je suis ingénieur, j'ai fait mes études à Grenoble, j'ai deux sœurs » ne dit rien de vous. Ce qui intéresse, ce sont vos motivations, vos émotions, vos anecdotes. Préférez : « J'ai choisi l'ingénierie parce que j'adorais démonter les radios de mon grand-père, et aujourd'hui je passe surtout mes journées en réunion, ce qui est un peu moins poétique. »</p>
<ul>
<li>Partagez ce qui vous passionne, et pourquoi.</li>
<li>Racontez une situation plutôt qu'un fait.</li>
<li>Osez évoquer un doute ou une difficulté : la vulnérabilité mesurée rapproche.</li>
</ul>
<h2>Ce qui n'a pas sa place au début</h2>
<p>Certains sujets demandent de la confiance avant d'être abordés : le récit détaillé de votre dernière rupture, vos problèmes financiers, vos griefs contre votre patron. Ce n'est pas qu'il faille les cacher, mais ils pèsent lourd au premier rendez-vous et risquent de définir l'image que l'autre garde de vous.</p>
<p>Évitez aussi la surenchère : si elle raconte son semi-marathon, ne répondez pas par votre marathon complet. Réjouissez-vous d'abord pour elle.</p>
<blockquote>Se livrer, ce n'est pas tout dire ; c'est laisser voir qui l'on est vraiment.</blockquote>
<h2>L'authenticité avant tout</h2>
<p>N'embellissez pas votre vie pour impressionner. Les petits mensonges se découvrent, et la relation qui en découle repose sur une image fausse. Votre vraie vie, avec ses passions et ses maladresses, est largement suffisante. Pour aller plus loin, lisez notre article sur <a href="/articles?tag=authenticite">l'authenticité</a>.</p>
`,
  },
];
