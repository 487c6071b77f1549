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
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Le lieu d'un premier rendez-vous fait la moitié du travail. Un endroit bien choisi détend l'atmosphère, facilite la conversation et permet à chacun de repartir quand il le souhaite. Un endroit mal choisi, trop bruyant, trop cher ou trop intime, met la pression avant même le premier mot.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Les trois critères d'un bon lieu" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Avant de proposer une adresse, posez-vous trois questions. Peut-on s'entendre sans crier ? Peut-on partir au bout de quarante-cinq minutes sans que ce soit gênant ? Est-ce un lieu public où votre rendez-vous se sentira en sécurité ? Si la réponse est oui aux trois, vous tenez une bonne option.",
            },
          ],
        },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Un café ou un bar calme', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: " en fin d'après-midi : le grand classique, et pour cause. On prolonge d'un verre si tout se passe bien, on écourte poliment sinon.",
                    },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Une promenade', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: " dans un parc ou le long d'un quai : marcher côte à côte réduit la pression du face-à-face, et les silences paraissent plus naturels.",
                    },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Une exposition ou un marché', marks: [{ type: 'bold' }] },
                    { type: 'text', text: " : l'environnement fournit des sujets de conversation tout faits." },
                  ],
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Ce qu'il vaut mieux éviter" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Le dîner dans un grand restaurant est souvent une fausse bonne idée : deux heures assis face à une personne que vous connaissez à peine, un menu en cinq temps et une addition qui pèse sur l'ambiance. Le cinéma non plus : vous passez deux heures côte à côte sans vous parler. Quant à l'invitation chez vous, elle n'a pas sa place au premier rendez-vous. Même formulée innocemment, elle peut mettre l'autre mal à l'aise.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Évitez aussi les lieux où vous êtes un habitué un peu trop connu. Un serveur qui vous lance « Alors, c'est qui cette fois ? » ne fera pas bonne impression.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Proposer le lieu avec tact' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Prenez l'initiative, mais laissez une porte ouverte. Plutôt que « On se voit où tu veux », qui renvoie toute la charge à l'autre, proposez quelque chose de précis : « Je connais un petit café près du canal, calme, avec une terrasse. Jeudi vers 18 h 30, ça te dirait ? Si tu préfères un autre quartier, dis-le-moi. » Vous montrez que vous avez réfléchi, sans rien imposer.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Pensez à la géographie : un lieu à mi-chemin, ou bien desservi par les transports, est une attention qui compte. Personne n'aime traverser la ville pour rencontrer quelqu'un qu'il n'a jamais vu.",
            },
          ],
        },
        {
          type: 'blockquote',
          content: [
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: "Le meilleur lieu est celui où vous êtes tous les deux à l'aise pour parler, et libres de partir." },
              ],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Enfin, repérez l'endroit si vous ne le connaissez pas : vérifier qu'il est ouvert ce jour-là vous évitera de vous retrouver devant un rideau baissé. Si la conversation prend, vous pourrez toujours proposer de marcher jusqu'à un second endroit. Pour préparer la suite, lisez nos conseils sur ",
            },
            { type: 'text', text: "l'art de la conversation", marks: [{ type: 'link', attrs: { href: '/articles?tag=conversation' } }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
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
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Trois secondes de silence, et vous voilà en sueur, à chercher désespérément quelque chose à dire. Rassurez-vous : tous les rendez-vous ont leurs blancs, y compris ceux qui se passent très bien. Ce qui fait la différence, ce n'est pas leur absence, c'est la manière dont vous les vivez.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Un silence n'est pas un verdict" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Dans une conversation, les pauses sont normales : on réfléchit, on boit une gorgée, on regarde autour de soi. C'est votre stress qui transforme deux secondes en une éternité. Votre interlocutrice, elle, n'est probablement pas en train de juger ce blanc ; elle se demande peut-être simplement ce qu'elle va commander.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Essayez de respirer, de sourire et de laisser la pause exister. Un homme qui supporte un court silence sans s'agiter dégage une impression de calme. À l'inverse, combler chaque seconde par un flot de paroles donne l'impression d'un entretien d'embauche.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Quatre façons naturelles de relancer' }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Revenir sur un sujet précédent', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: " : « Tout à l'heure, tu parlais de ton voyage au Portugal, c'était à Porto ou à Lisbonne ? » C'est la relance la plus efficace, car elle prouve que vous avez écouté.",
                    },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: "S'appuyer sur l'environnement", marks: [{ type: 'bold' }] },
                    { type: 'text', text: " : la musique, la décoration, un chien qui passe. C'est léger et partagé." },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Poser une question ouverte', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: " : « Qu'est-ce qui t'a occupée ce week-end ? » plutôt que « Tu as passé un bon week-end ? », qui appelle un simple oui.",
                    },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Partager quelque chose de vous', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: ' : une anecdote courte, une opinion, un projet. La conversation est un échange, pas un interrogatoire.',
                    },
                  ],
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Préparer sans réciter' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Il peut être rassurant d'avoir en tête deux ou trois thèmes que vous aimez aborder : un livre qui vous a marqué, un endroit qui vous fait rêver, une passion récente. Ne les apprenez pas par cœur, et ne les sortez pas comme des fiches. Ils sont un filet de sécurité, pas un script.",
            },
          ],
        },
        {
          type: 'blockquote',
          content: [
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: "Les meilleures conversations ne sont pas celles qui ne s'arrêtent jamais, mais celles où l'on se sent libre de se taire un instant.",
                },
              ],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Enfin, si les silences s'accumulent et que l'échange reste laborieux malgré vos efforts, ce n'est pas forcément de votre faute. Parfois, le courant ne passe pas, et c'est une information utile plutôt qu'un échec. Pour aller plus loin, découvrez nos conseils sur ",
            },
            { type: 'text', text: "l'écoute", marks: [{ type: 'link', attrs: { href: '/articles?tag=ecoute' } }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
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
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "La veille, vous dormez mal. Le jour même, vous relisez vingt fois vos messages et vous vous surprenez à chercher une excuse pour annuler. Bienvenue au club : le trac avant un premier rendez-vous touche presque tout le monde, y compris les hommes qui paraissent les plus sûrs d'eux.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Comprendre ce qui se passe' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Le trac est une réaction physique à un enjeu qui compte pour vous. Votre corps se prépare à agir : le cœur accélère, l'attention s'aiguise. Ce n'est pas un signal de danger, c'est un signal d'importance. Le but n'est donc pas de le supprimer, mais de le ramener à un niveau où il vous rend vif plutôt que paralysé.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Rappelez-vous aussi que la personne en face ressent très probablement la même chose. Vous n'êtes pas un candidat face à un jury, mais deux personnes un peu nerveuses qui ont envie de passer un bon moment.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'La journée du rendez-vous' }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Bougez', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' : une marche rapide ou une séance de sport dans la journée fait retomber la tension.' },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Préparez le concret la veille', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: ' : tenue, itinéraire, horaire. Moins vous avez de décisions à prendre au dernier moment, plus vous êtes serein.',
                    },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Arrivez cinq minutes en avance', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ', pas trente : juste le temps de vous installer et de respirer.' },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: "Limitez le café et l'alcool", marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' : le premier accentue la nervosité, le second donne une assurance trompeuse.' },
                  ],
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Sur place : la respiration et l'attention" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Une technique simple : inspirez par le nez pendant quatre secondes, expirez lentement par la bouche pendant six secondes, trois ou quatre fois. L'expiration longue calme le rythme cardiaque, et personne ne remarquera rien.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Ensuite, déplacez votre attention de vous-même vers l'autre. Le trac se nourrit de questions intérieures : « Est-ce que je suis intéressant ? Est-ce que je lui plais ? » Remplacez-les par une vraie curiosité : « Qui est cette personne ? Qu'est-ce qui la passionne ? » Plus vous êtes occupé à écouter, moins vous avez le temps de vous observer.",
            },
          ],
        },
        {
          type: 'blockquote',
          content: [
            {
              type: 'paragraph',
              content: [{ type: 'text', text: "Vous n'avez pas besoin d'être parfait. Vous avez besoin d'être présent." }],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Et si votre voix tremble un peu au début, vous pouvez même le dire avec le sourire : « J'avoue que je suis un peu nerveux. » Cette franchise désarme et rapproche bien plus qu'une assurance de façade. Pour travailler votre aisance sur la durée, consultez notre rubrique ",
            },
            { type: 'text', text: 'Confiance en soi', marks: [{ type: 'link', attrs: { href: '/articles?category=confiance-en-soi' } }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
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
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Le moment de l'addition est souvent le plus embarrassant du premier rendez-vous. Faut-il inviter ? Proposer de partager ? Attendre ? Les usages ont changé, et ce qui semblait évident à la génération de nos parents ne l'est plus. Bonne nouvelle : il existe une façon simple et respectueuse de traverser ce moment.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Celui qui propose invite' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "La règle la plus claire reste celle-ci : la personne qui a proposé la sortie propose aussi de régler. Si c'est vous qui avez suggéré ce café, dites simplement : « Je t'invite, ça me fait plaisir. » Sans cérémonie, sans insister sur le montant, et surtout sans laisser entendre que ce geste appelle quoi que ce soit en retour. Une invitation est un cadeau, pas un investissement.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Accepter qu'elle veuille partager" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Beaucoup de femmes préfèrent partager l'addition, par principe d'égalité ou pour ne se sentir redevables de rien. Si elle propose de payer sa part, n'en faites pas un débat. Vous pouvez proposer une fois : « Tu es sûre ? Ça me fait plaisir. » Si elle maintient, acceptez avec le sourire : « D'accord, alors la prochaine fois, c'est toi qui choisis l'endroit. » Insister davantage reviendrait à ne pas respecter son choix.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Une variante élégante consiste à alterner : vous payez les consommations, elle offre le dessert ou le verre suivant ailleurs. Cela crée un échange équilibré et, au passage, une bonne raison de prolonger le moment.',
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Les maladresses à éviter' }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: "Sortir la calculatrice pour diviser au centime près : vous n'êtes pas entre colocataires." },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: "Commenter le prix : « Ah quand même, c'est cher ici ! » met tout le monde mal à l'aise." },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    {
                      type: 'text',
                      text: "Payer en cachette pendant qu'elle est aux toilettes, puis le lui annoncer fièrement : certaines apprécient, d'autres y voient une décision prise à leur place.",
                    },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    {
                      type: 'text',
                      text: "Choisir un lieu au-dessus de vos moyens pour impressionner : la tension se lira sur votre visage au moment de l'addition.",
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          type: 'blockquote',
          content: [
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: "Ce qu'on retient d'une addition, ce n'est jamais le montant, c'est l'aisance avec laquelle elle a été réglée.",
                },
              ],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Le vrai sujet, au fond, n'est pas l'argent, mais le confort de chacun. Restez attentif à ses réactions, proposez sans imposer, et gardez un lieu adapté à votre budget. Pour choisir ce lieu, relisez nos conseils sur ",
            },
            { type: 'text', text: 'les lieux de rendez-vous', marks: [{ type: 'link', attrs: { href: '/articles?tag=lieux' } }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
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
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "On prépare souvent le début d'un rendez-vous, rarement sa fin. Pourtant, les dernières minutes pèsent lourd dans le souvenir que l'autre gardera de la soirée. Une conclusion maladroite peut ternir un très bon moment ; une conclusion réussie donne envie de se revoir.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Savoir quand s'arrêter" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Mieux vaut quitter un rendez-vous un peu trop tôt qu'un peu trop tard. Si la conversation est encore animée et que vous riez, c'est le moment idéal pour proposer de conclure : vous partez tous les deux sur une note positive, avec l'envie de poursuivre. À l'inverse, étirer la soirée jusqu'à l'épuisement des sujets laisse un souvenir de fatigue.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Soyez aussi attentif aux signaux : elle regarde l'heure, répond plus brièvement, range son téléphone dans son sac. Proposez alors vous-même de finir : « Je vois qu'il se fait tard, je te raccompagne jusqu'au métro ? » Vous lui évitez d'avoir à le demander.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Dire ce que l'on a ressenti" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Inutile de jouer la carte du mystère. Une phrase simple et sincère suffit : « J'ai passé un très bon moment, j'aimerais bien qu'on se revoie. » Vous exprimez votre intérêt clairement, sans mettre de pression. Si vous avez des doutes sur la réciprocité, cette phrase lui laisse toute liberté de répondre avec enthousiasme ou avec réserve.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Le geste d'au revoir" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "C'est le moment qui crée le plus d'appréhension, et c'est là que le respect compte le plus. Il n'y a pas de geste obligatoire : la bise, une accolade, un simple sourire, ou un baiser si l'envie est clairement partagée. En cas de doute, ne devinez pas, laissez-la venir ou posez la question avec légèreté.",
            },
          ],
        },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: "Les signes d'ouverture", marks: [{ type: 'bold' }] },
                    { type: 'text', text: " : elle se rapproche, maintient le regard, s'attarde." },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Les signes de réserve', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' : elle garde ses distances, recule légèrement, tourne déjà son corps vers la sortie.' },
                  ],
                },
              ],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Face à la réserve, une bise ou un « bonne soirée » chaleureux est parfait. Un refus de baiser n'est pas un refus de vous revoir : beaucoup de personnes préfèrent simplement prendre leur temps.",
            },
          ],
        },
        {
          type: 'blockquote',
          content: [
            {
              type: 'paragraph',
              content: [{ type: 'text', text: "Un au revoir réussi, c'est quand chacun rentre chez soi en se sentant respecté." }],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Enfin, un petit message une fois rentré, du type « Merci pour ce moment, bonne nuit », est une attention appréciée. Pas besoin d'attendre trois jours par calcul. Pour approfondir, lisez notre article sur ",
            },
            {
              type: 'text',
              text: 'le consentement et le respect',
              marks: [{ type: 'link', attrs: { href: '/articles?tag=consentement' } }],
            },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
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
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Le premier rendez-vous répond à une question simple : a-t-on envie de se revoir ? Le deuxième pose une question plus intéressante : qui est vraiment cette personne ? C'est souvent là que l'on passe de la curiosité à une vraie complicité, à condition de ne pas refaire exactement la même soirée.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Changer de décor' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Si vous vous êtes vus dans un café, proposez autre chose : une balade dans un quartier que l'un de vous aime, un concert en plein air, un cours de cuisine, une visite de musée. Une activité partagée crée des souvenirs communs et révèle des facettes qu'une table de bar cache : sa façon de réagir à l'imprévu, son sens de l'humour, sa curiosité.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Appuyez-vous sur ce que vous avez appris la première fois. Elle vous a parlé de sa passion pour la photographie ? « Il y a une expo de photos de rue qui vient d'ouvrir, ça te tenterait ? » Vous montrez que vous avez écouté, ce qui vaut tous les compliments.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Approfondir la conversation' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Au premier rendez-vous, on parle souvent métier, études, quartier. Au deuxième, on peut aller un cran plus loin : ce qui compte pour chacun, les projets, les petites manies, les souvenirs d'enfance. Quelques pistes :",
            },
          ],
        },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: "« Qu'est-ce qui t'a rendue fière récemment ? »" }] }],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [{ type: 'text', text: '« Si tu avais six mois devant toi, sans contrainte, tu ferais quoi ? »' }],
                },
              ],
            },
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: "« Quel est le meilleur conseil qu'on t'ait donné ? »" }] }],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Ne transformez pas ces questions en questionnaire : partagez aussi vos propres réponses, avec franchise. L'intimité naît de la réciprocité.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Garder la légèreté' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Approfondir ne veut pas dire tout déballer. Ce n'est pas le moment de raconter en détail votre dernière rupture ni d'évoquer le prénom de vos futurs enfants. Gardez de la place pour le jeu, les rires et la découverte progressive. Une part de mystère n'est pas une stratégie : c'est simplement le plaisir de se découvrir au fil des rencontres, sans tout savoir dès le deuxième soir.",
            },
          ],
        },
        {
          type: 'blockquote',
          content: [
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: 'Au deuxième rendez-vous, on ne cherche plus à plaire à tout prix : on cherche à se connaître.' },
              ],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Côté rythme, il n'y a pas de délai idéal. Une semaine ou dix jours après le premier rendez-vous est courant, mais l'essentiel est que l'envie soit réciproque et que chacun garde sa liberté. Pour des idées de sorties, consultez notre sélection d'",
            },
            { type: 'text', text: 'idées de lieux', marks: [{ type: 'link', attrs: { href: '/articles?tag=lieux' } }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
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
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Vous vous étiez bien entendus par messages, les photos vous plaisaient, et pourtant, une fois assis face à face, rien ne se passe. La conversation patine, les rires sont polis, chacun regarde discrètement l'heure. Ce scénario arrive à tout le monde. La question n'est pas de l'éviter à tout prix, mais de le vivre avec élégance.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Ce n'est la faute de personne" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "L'attirance et la complicité ne se commandent pas. Deux personnes charmantes peuvent tout simplement ne pas accrocher ensemble. Inutile de chercher un coupable, ni chez elle ni chez vous. Un rendez-vous sans étincelle n'est pas un échec : c'est une réponse, et elle vous fait gagner du temps.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Rester courtois jusqu'au bout" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Même si vous savez au bout de dix minutes que ça ne marchera pas, la personne en face mérite votre attention et votre respect. Pas de téléphone posé sur la table, pas de soupirs, pas de regards vers la porte. Terminez votre verre, intéressez-vous sincèrement à ce qu'elle raconte : vous apprendrez peut-être quelque chose, et vous aurez passé un moment correct.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Au bout d'un temps raisonnable, une quarantaine de minutes par exemple, vous pouvez conclure simplement : « Je vais devoir y aller, merci pour ce moment. » Pas besoin d'inventer un imprévu ou un coup de fil urgent : les prétextes trop visibles blessent davantage que la vérité dite avec douceur.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Dire les choses après coup' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Si elle vous écrit ensuite pour proposer de se revoir, ne la laissez pas sans réponse. Un message bref, honnête et bienveillant suffit :',
            },
          ],
        },
        {
          type: 'blockquote',
          content: [
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: "« Merci pour le verre de jeudi, j'ai passé un moment agréable. Je ne crois pas qu'on soit sur la même longueur d'onde, mais je te souhaite de belles rencontres. »",
                },
              ],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Ce message demande dix secondes de courage et évite à l'autre des jours d'incertitude. C'est exactement ce que vous aimeriez recevoir à sa place.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Et si c'est elle qui n'accroche pas ?" }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: "Acceptez sa décision sans chercher à la faire changer d'avis." }] },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [{ type: 'text', text: 'Ne demandez pas de justification détaillée : elle ne vous en doit pas.' }],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: 'Remerciez-la, tout simplement, et passez à autre chose.' }] },
              ],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Chaque rendez-vous, même raté, vous entraîne à être plus à l'aise. Pour apprendre à encaisser un refus sans le prendre pour vous, lisez nos conseils sur ",
            },
            { type: 'text', text: 'la gestion du refus', marks: [{ type: 'link', attrs: { href: '/articles?tag=rejet' } }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
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
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Le verre en terrasse a ses mérites, mais à force, tous les rendez-vous finissent par se ressembler. Proposer une sortie un peu différente montre que vous avez de l'imagination et crée un souvenir plus marquant. Voici dix idées, testées et appréciées, à adapter selon la saison et vos goûts communs.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Pour un premier rendez-vous' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Au premier rendez-vous, l'activité doit rester courte, publique et laisser de la place à la conversation. Ces idées remplissent les trois conditions :",
            },
          ],
        },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Le marché du dimanche matin', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' : on flâne, on goûte, on commente. Idéal pour les gourmands.' },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Une balade avec un café à emporter', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' : simple, peu coûteux, et marcher côte à côte détend.' },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Une librairie ou une bouquinerie', marks: [{ type: 'bold' }] },
                    { type: 'text', text: " : chacun présente un livre qu'il aime. Révélateur et charmant." },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Une exposition temporaire', marks: [{ type: 'bold' }] },
                    { type: 'text', text: " : l'art donne des sujets de discussion et on peut repartir au bout d'une heure." },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Un glacier ou une pâtisserie réputée', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' : un plaisir simple qui met de bonne humeur.' },
                  ],
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Pour les rendez-vous suivants' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Une fois la glace brisée, vous pouvez proposer des activités plus longues ou plus engageantes :' },
          ],
        },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Un atelier', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' de cuisine, de poterie ou de dégustation : on apprend ensemble, on rit de ses maladresses.' },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Un escape game', marks: [{ type: 'bold' }] },
                    { type: 'text', text: " : parfait pour découvrir comment l'autre réfléchit et coopère." },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Un concert ou une scène ouverte', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' dans une petite salle : ambiance intime et découvertes musicales.' },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Une randonnée à la journée', marks: [{ type: 'bold' }] },
                    { type: 'text', text: " : de l'air, de l'effort partagé et de longues conversations." },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Un pique-nique', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' dans un parc, en préparant chacun quelques spécialités.' },
                  ],
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Bien proposer l'activité" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "L'idée la plus originale ne vaut rien si elle ne plaît qu'à vous. Appuyez-vous sur ce que vous savez de ses goûts et laissez toujours une alternative : « Il y a un atelier de poterie samedi, ça te tenterait ? Sinon, on peut simplement aller se balader. » Évitez les activités trop techniques ou trop physiques au début : une escalade de quatre heures n'est pas le meilleur cadre pour faire connaissance.",
            },
          ],
        },
        {
          type: 'blockquote',
          content: [
            {
              type: 'paragraph',
              content: [{ type: 'text', text: 'Une bonne activité est un prétexte à la rencontre, pas une performance à réussir.' }],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Pensez enfin au budget : une sortie originale n'a pas besoin d'être chère. Les meilleurs souvenirs naissent souvent des plans les plus simples. Retrouvez d'autres conseils dans notre rubrique ",
            },
            {
              type: 'text',
              text: 'Premier rendez-vous',
              marks: [{ type: 'link', attrs: { href: '/articles?category=premier-rendez-vous' } }],
            },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  },
];
