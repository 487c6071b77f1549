import type { DemoArticleSource } from '../types.ts';

export const messagesArticles: DemoArticleSource[] = [
  {
    uid: 'ecrire-un-premier-message-qui-donne-envie-de-repondre',
    title: 'Écrire un premier message qui donne envie de répondre',
    excerpt:
      "« Salut, ça va ? » ne mène nulle part. Comment s'appuyer sur le profil de l'autre pour écrire un premier message personnel, léger et engageant.",
    date: '2025-01-24T08:17:00.000Z',
    author: 'sofia-benali',
    categories: ['messages-et-applications'],
    tags: ['premier-message', 'profil', 'humour'],
    menuOrder: 16,
    motif: 'bubbles',
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Sur les applications de rencontre, les femmes reçoivent souvent des dizaines de messages par jour. La grande majorité tient en trois mots : « Salut, ça va ? », « Coucou », « Hey beauté ». Difficile de se démarquer avec ça. Pourtant, il suffit de quelques secondes d'attention pour écrire un premier message qui sort du lot.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Lire le profil, vraiment' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Le meilleur premier message montre que vous avez regardé la personne, pas seulement sa photo principale. Parcourez ses photos et sa bio à la recherche d'un détail qui vous intrigue ou vous parle : un voyage, un livre, un chien, une passion, une phrase amusante. C'est votre point d'entrée.",
            },
          ],
        },
        { type: 'paragraph', content: [{ type: 'text', text: 'Quelques exemples :' }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    {
                      type: 'text',
                      text: "« Ta photo au sommet du Ventoux m'impressionne. Tu l'as monté à vélo ou tu as triché en voiture comme moi ? »",
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
                    { type: 'text', text: '« Tu cites Pagnol dans ta bio : plutôt ' },
                    { type: 'text', text: 'La Gloire de mon père', marks: [{ type: 'italic' }] },
                    { type: 'text', text: ' ou ' },
                    { type: 'text', text: 'Le Château de ma mère', marks: [{ type: 'italic' }] },
                    { type: 'text', text: ' ? »' },
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
                      text: "« J'ai une question importante : ton chien, il s'appelle comment ? Il a clairement une tête de Gaston. »",
                    },
                  ],
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Une question facile à saisir' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Terminez par une question ouverte et légère, à laquelle il est agréable de répondre. Évitez les questions trop lourdes (« Qu'est-ce que tu cherches dans la vie ? ») comme les questions trop plates (« Tu fais quoi ce week-end ? »). L'idéal est une question qui invite à raconter une petite histoire ou à donner son avis.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Ce qu'il faut éviter" }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Les compliments physiques', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: " en ouverture : « Tu es magnifique » est flatteur, mais elle l'a lu cent fois et cela réduit l'échange à son apparence.",
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
                    { type: 'text', text: 'Les sous-entendus', marks: [{ type: 'bold' }] },
                    { type: 'text', text: " sexuels : ils mettent fin à la conversation avant qu'elle commence, et à juste titre." },
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
                    { type: 'text', text: 'Les copier-coller', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' : une phrase générique envoyée à trente profils se repère immédiatement.' },
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
                    { type: 'text', text: 'Les pavés', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' : trois ou quatre lignes suffisent. Un long texte met une pression inutile.' },
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
                { type: 'text', text: 'Un bon premier message ne cherche pas à impressionner : il donne simplement envie de répondre.' },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Et si elle ne répond pas ?' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "C'est fréquent, et rarement personnel : elle ne se connecte peut-être plus, elle est déjà en discussion avec quelqu'un, ou votre profil ne correspond pas à ce qu'elle cherche. Ne relancez pas trois fois et n'envoyez surtout pas de message amer. Passez à autre chose, sereinement.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Un bon premier message repose aussi sur un bon profil : découvrez nos conseils pour ' },
            {
              type: 'text',
              text: 'rédiger votre bio et choisir vos photos',
              marks: [{ type: 'link', attrs: { href: '/articles?tag=profil' } }],
            },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  },
  {
    uid: 'rediger-une-bio-qui-vous-ressemble',
    title: 'Rédiger une bio qui vous ressemble',
    excerpt:
      'Votre bio est une invitation à la conversation. Comment éviter les clichés, montrer votre personnalité et donner des prises pour un premier message.',
    date: '2025-05-04T08:59:00.000Z',
    author: 'sofia-benali',
    categories: ['messages-et-applications'],
    tags: ['profil', 'authenticite'],
    menuOrder: 17,
    motif: 'phone',
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "« J'aime voyager, sortir avec mes amis et les bons restaurants. » Si votre bio ressemble à ça, vous avez écrit la même que la moitié des hommes sur l'application. Ce n'est pas faux, c'est juste invisible. Une bonne bio ne cherche pas à plaire à tout le monde : elle donne envie à la bonne personne de vous écrire.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Le spécifique bat le général' }] },
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'Tout le monde aime voyager. Ce qui vous distingue, ce sont les détails. Comparez :' }],
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
                    {
                      type: 'text',
                      text: "« J'aime voyager » et « Je rêve de refaire le train de nuit jusqu'à Vienne, cette fois sans oublier mon passeport » ;",
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
                      text: "« J'aime cuisiner » et « Mon risotto aux champignons a fait pleurer ma grand-mère (de joie, je crois) » ;",
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
                      text: "« Je suis sportif » et « Je cours le dimanche matin au bord de la Loire, surtout pour le croissant d'après ».",
                    },
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
              text: 'La seconde version dit la même chose, mais elle raconte une personne, et surtout elle offre une prise pour démarrer la conversation.',
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Une structure simple' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: "Pas besoin d'un roman : trois ou quatre lignes suffisent. Une structure qui fonctionne bien :" },
          ],
        },
        {
          type: 'orderedList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [{ type: 'text', text: 'Une phrase qui dit ce qui vous anime au quotidien, votre métier ou une passion.' }],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [{ type: 'text', text: "Un ou deux détails concrets et personnels, si possible avec une pointe d'humour." }],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [{ type: 'text', text: "Ce que vous aimeriez partager avec quelqu'un, ou une question ouverte." }],
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
              text: "Par exemple : « Prof de physique au lycée, j'explique la gravité le jour et je la défie le soir au club d'escalade. Meilleur souvenir récent : une omelette ratée à 2 000 mètres d'altitude. Je cherche quelqu'un avec qui découvrir de nouveaux coins, et qui me dira enfin quel est le meilleur fromage de France. »",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Les erreurs classiques' }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: "La liste d'exigences", marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: " : « Pas de prise de tête, pas de filtres, pas de femmes qui ne savent pas ce qu'elles veulent. » Commencer par ce que vous rejetez donne une image amère.",
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
                    { type: 'text', text: 'Le faux mystère', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' : « Demande-moi. » Cela ne donne aucune envie de demander.' },
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
                    { type: 'text', text: 'Le mensonge', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' : sur votre taille, votre âge ou votre situation. Tout se découvre au premier rendez-vous.' },
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
                    { type: 'text', text: "Les fautes d'orthographe", marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' : relisez-vous, ou faites relire un ami.' },
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
              content: [{ type: 'text', text: "Votre bio n'est pas une publicité : c'est le début d'une conversation." }],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Dire ce que vous cherchez' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Soyez honnête sur vos intentions : relation sérieuse, rencontres sans pression, vous ne savez pas encore. Cette franchise vous fera peut-être perdre quelques contacts, mais elle vous évitera surtout des malentendus. Pour compléter votre profil, lisez nos conseils sur ',
            },
            { type: 'text', text: 'le choix des photos', marks: [{ type: 'link', attrs: { href: '/articles?tag=profil' } }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  },
  {
    uid: 'choisir-ses-photos-de-profil',
    title: 'Choisir ses photos de profil',
    excerpt:
      'Sur une application, vos photos parlent avant vous. Les cinq photos à avoir, celles à bannir, et comment obtenir des clichés naturels.',
    date: '2025-07-10T18:07:00.000Z',
    author: 'sofia-benali',
    categories: ['messages-et-applications', 'style-et-presentation'],
    tags: ['profil', 'tenue'],
    menuOrder: 18,
    motif: 'phone',
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Quand j'ai travaillé dans une application de rencontre, une statistique m'a frappée : la plupart des décisions se prennent en moins de deux secondes, sur la première photo. C'est injuste, mais c'est ainsi. Bonne nouvelle : il ne s'agit pas d'être beau, mais de donner une image claire, chaleureuse et fidèle de vous.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'La photo principale' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Elle doit répondre à une seule question : à quoi ressemblez-vous ? Votre visage doit être nettement visible, sans lunettes de soleil ni casquette, en lumière naturelle. Un cadrage à hauteur de poitrine, un vrai sourire et un regard vers l'objectif font des merveilles. Et surtout, soyez seul sur la photo.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Les cinq photos à avoir' }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Un portrait souriant', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ', net et lumineux, en photo principale.' },
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
                    { type: 'text', text: 'Une photo en pied', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ', qui montre votre silhouette et votre style, sans mise en scène.' },
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
                    { type: 'text', text: 'Une photo en action', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: ' : en train de cuisiner, de jouer de la musique, de randonner. Elle raconte ce que vous aimez.',
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
                    { type: 'text', text: 'Une photo sociale', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ", avec des amis, où l'on vous identifie facilement. Une seule suffit." },
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
                    { type: 'text', text: "Une photo d'ambiance", marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' : en voyage, dans un lieu qui vous ressemble. Elle ouvre la conversation.' },
                  ],
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Les photos à bannir' }] },
        {
          type: 'paragraph',
          content: [{ type: 'text', text: "Certaines images reviennent si souvent qu'elles sont devenues des repoussoirs :" }],
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
                    { type: 'text', text: 'le selfie dans le miroir de la salle de bains, et celui pris en voiture, ceinture attachée ;' },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [{ type: 'text', text: "la photo torse nu, sauf si vous êtes sur une plage et que c'est naturel ;" }],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: "la photo de groupe où l'on ne sait pas lequel vous êtes ;" }] },
              ],
            },
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: "la photo avec une ex recadrée, dont on devine encore l'épaule ;" }] },
              ],
            },
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: 'les filtres qui lissent la peau ou modifient les traits ;' }] },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: "la photo avec un poisson, un tigre sédaté ou une voiture de luxe qui n'est pas la vôtre." },
                  ],
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Obtenir de bonnes photos' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Pas besoin d'un photographe professionnel. Demandez à un ami de vous accompagner lors d'une balade, en fin d'après-midi quand la lumière est douce. Prenez beaucoup de photos, en discutant, pour que votre sourire soit naturel. Portez des vêtements qui vous vont bien, dans des couleurs unies. Puis faites choisir les meilleures par des amis, idéalement des femmes : nous sommes tous mauvais juges de nos propres photos.",
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
                  text: 'Une bonne photo de profil ne vous rend pas plus beau : elle vous rend reconnaissable et accessible.',
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
              text: "Enfin, utilisez des photos récentes, de moins d'un an. La personne que vous rencontrerez doit reconnaître celle qu'elle a vue à l'écran. Pour choisir la tenue de vos photos, lisez nos conseils de ",
            },
            {
              type: 'text',
              text: 'style et présentation',
              marks: [{ type: 'link', attrs: { href: '/articles?category=style-et-presentation' } }],
            },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  },
  {
    uid: 'le-bon-rythme-des-messages',
    title: 'Le bon rythme des messages',
    excerpt: "Répondre vite ou attendre ? Écrire tous les jours ? Comment trouver un rythme d'échange naturel, sans calcul ni pression.",
    date: '2025-10-18T18:49:00.000Z',
    author: 'sofia-benali',
    categories: ['messages-et-applications'],
    tags: ['conversation', 'premier-message'],
    menuOrder: 19,
    motif: 'phone',
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Faut-il attendre une heure avant de répondre pour ne pas paraître trop intéressé ? Trois jours avant de relancer ? Les « règles » sur le rythme des messages abondent, et elles ont un point commun : elles transforment une conversation en partie d'échecs. Il existe une approche plus simple et bien plus efficace.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Oubliez les délais calculés' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Attendre volontairement avant de répondre pour paraître occupé ou désintéressé est un jeu, et l'autre le sent. Si vous avez le temps et l'envie de répondre, répondez. Si vous êtes occupé, répondez plus tard, sans vous excuser platement. La spontanéité est bien plus séduisante que la stratégie.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Cela dit, il n'est pas nécessaire d'avoir le téléphone à la main en permanence. Répondre à chaque message dans la seconde, à toute heure, peut aussi donner l'impression d'une disponibilité un peu oppressante.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "S'accorder sur le rythme de l'autre" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "La meilleure boussole, c'est le rythme de votre interlocutrice. Si elle répond une fois par jour avec des messages longs, inutile de l'inonder de textes courts toutes les heures. Si elle écrit par petites touches rapides, vous pouvez suivre. Ce mimétisme n'est pas une technique : c'est une forme d'écoute.",
            },
          ],
        },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Ajustez la longueur de vos messages à la sienne.' }] }],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    {
                      type: 'text',
                      text: 'Ne relancez pas si votre dernier message est resté sans réponse depuis quelques heures seulement.',
                    },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: "Évitez les doubles ou triples messages d'affilée." }] }],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Ne pas s'éterniser à l'écrit" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Le piège le plus courant n'est pas d'écrire trop vite, mais d'écrire trop longtemps. Après plusieurs semaines de messages quotidiens, chacun s'est construit une image de l'autre, et la rencontre réelle devient intimidante. Beaucoup de conversations s'essoufflent ainsi, sans jamais aboutir.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Quand l'échange est fluide et agréable, proposez de vous voir, en général après quelques jours de discussion. Par exemple : « J'aime beaucoup discuter avec toi, ce serait encore mieux autour d'un café. Tu serais libre samedi après-midi ? »",
            },
          ],
        },
        {
          type: 'blockquote',
          content: [
            {
              type: 'paragraph',
              content: [{ type: 'text', text: 'Les messages servent à donner envie de se rencontrer, pas à remplacer la rencontre.' }],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Entre deux rendez-vous' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Une fois que vous vous êtes vus, le rythme change. Un message après le rendez-vous pour dire que vous avez passé un bon moment est bienvenu. Ensuite, quelques échanges pour organiser la prochaine rencontre et partager des petits moments de la journée suffisent. Inutile de raconter toute votre vie par écrit : gardez des sujets pour la prochaine fois.',
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: "Pour franchir le pas de l'écran au café, lisez notre article sur " },
            {
              type: 'text',
              text: "le passage de l'application au rendez-vous",
              marks: [{ type: 'link', attrs: { href: '/articles?category=messages-et-applications' } }],
            },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  },
  {
    uid: 'passer-de-l-application-au-rendez-vous',
    title: "Passer de l'application au rendez-vous",
    excerpt:
      "Le moment de proposer une rencontre, la formulation qui rassure, l'organisation concrète : les étapes pour quitter l'écran sereinement.",
    date: '2026-01-10T17:14:00.000Z',
    author: 'sofia-benali',
    categories: ['messages-et-applications', 'premier-rendez-vous'],
    tags: ['lieux', 'conversation', 'consentement'],
    menuOrder: 20,
    motif: 'pin',
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Vous discutez depuis quelques jours, les messages sont drôles, les réponses arrivent vite. Et maintenant ? Beaucoup d'échanges prometteurs meurent à ce stade, faute d'avoir su passer à l'étape suivante. Proposer un rendez-vous n'a pourtant rien de compliqué, à condition de le faire au bon moment et de la bonne manière.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Le bon moment' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Il n'y a pas de nombre de messages idéal, mais quelques signes indiquent que c'est le moment : la conversation est fluide, elle vous pose des questions, vous avez ri ensemble, vous avez trouvé des points communs. En général, quelques jours d'échanges suffisent. Attendre des semaines risque de faire retomber l'enthousiasme, ou de créer des attentes impossibles à satisfaire.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Une proposition claire et légère' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Évitez le flou du « On pourrait se voir un de ces jours » : il n'engage à rien et se perd souvent. Proposez quelque chose de concret, qui s'appuie sur votre conversation, tout en laissant une porte de sortie :",
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
                  text: "« Puisqu'on ne tombe pas d'accord sur le meilleur café de la ville, je propose qu'on teste ensemble le mien. Samedi vers 16 h, ça te dirait ? Si ça ne te convient pas, aucun souci. »",
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
              text: 'Une proposition précise rassure : elle montre que vous êtes sérieux et organisé, sans pression excessive. Une activité courte en journée ou en début de soirée est idéale pour un premier rendez-vous.',
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Rassurer et respecter' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Rencontrer quelqu'un issu d'une application demande une part de confiance, en particulier pour une femme. Montrez que vous y êtes attentif :",
            },
          ],
        },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'proposez un lieu public et fréquenté ;' }] }],
            },
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'laissez-la choisir le quartier si elle le souhaite ;' }] }],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [{ type: 'text', text: 'ne lui demandez pas son adresse et ne proposez pas de passer la chercher ;' }],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [{ type: 'text', text: 'acceptez sans discuter si elle préfère un appel vidéo avant de se rencontrer.' }],
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
              text: "Si elle hésite ou repousse, ne forcez pas. « Pas de problème, on en reparle quand tu veux » est la meilleure réponse. Certaines personnes ont besoin d'un peu plus de temps ; d'autres déclinent poliment, et c'est leur droit.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Juste avant le rendez-vous' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Confirmez la veille ou le matin même par un message simple : « Toujours partant pour demain 16 h ? Hâte de te rencontrer. » Cela évite les malentendus et montre votre fiabilité. Échangez vos numéros si ce n'est pas déjà fait, en cas de retard. Et n'oubliez pas que la personne que vous allez rencontrer n'est pas tout à fait celle que vous avez imaginée par écrit : accueillez-la avec curiosité.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: "Pour choisir l'endroit, relisez nos conseils pour " },
            {
              type: 'text',
              text: "bien choisir le lieu d'un premier rendez-vous",
              marks: [{ type: 'link', attrs: { href: '/articles?tag=lieux' } }],
            },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  },
  {
    uid: 'ghosting-le-subir-et-ne-pas-l-infliger',
    title: "Ghosting : le subir, et ne pas l'infliger",
    excerpt:
      'Disparaître sans un mot est devenu banal, mais reste blessant. Comment encaisser un ghosting, et comment mettre fin à un échange avec respect.',
    date: '2026-04-04T10:39:00.000Z',
    author: 'helene-rousseau',
    categories: ['messages-et-applications', 'confiance-en-soi'],
    tags: ['rejet', 'consentement'],
    menuOrder: 21,
    motif: 'bubbles',
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Vous échangiez depuis des jours, vous vous étiez même vus deux fois, et soudain, plus rien. Vos messages restent sans réponse, sans explication. Le ghosting, cette disparition silencieuse, est devenu l'une des expériences les plus courantes des rencontres en ligne. Il laisse souvent un goût amer et beaucoup de questions.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Quand on le subit' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Le plus douloureux dans le ghosting n'est pas la fin de la relation, c'est l'absence d'explication. Notre esprit a horreur du vide : il le remplit de scénarios, souvent les pires, et presque toujours centrés sur nos défauts. Rappelez-vous que le silence de l'autre parle d'abord de sa difficulté à dire les choses, pas de votre valeur.",
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
                    { type: 'text', text: 'Envoyez au maximum un message de relance', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: ", simple et sans reproche : « Je n'ai plus de nouvelles, j'imagine que tu as changé d'avis. Je te souhaite le meilleur. »",
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
                    { type: 'text', text: 'Puis lâchez prise.', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: " Ne harcelez pas, ne cherchez pas à la joindre par d'autres moyens, ne commentez pas ses réseaux sociaux.",
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
                    { type: 'text', text: "Ne vous lancez pas dans l'autopsie", marks: [{ type: 'bold' }] },
                    { type: 'text', text: " de chaque message pour trouver l'erreur fatale. Il n'y en a probablement pas." },
                  ],
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Pourquoi les gens disparaissent' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Le plus souvent, par peur du conflit ou de faire de la peine. Écrire « Je ne souhaite pas continuer » semble brutal à beaucoup de gens, alors ils choisissent le silence, sans réaliser qu'il est bien plus déroutant. Parfois aussi, la vie reprend le dessus : un changement de situation, une autre rencontre, une période difficile.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Ne pas l'infliger" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Vous aussi, vous serez amené à ne pas vouloir poursuivre un échange. Dans ce cas, prenez trente secondes pour le dire. Plus vous vous êtes investis, plus un mot d'explication est dû. Quelques formulations simples :",
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
                    {
                      type: 'text',
                      text: "Après quelques messages : « J'ai eu plaisir à discuter avec toi, mais je préfère ne pas poursuivre. Bonne continuation ! »",
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
                      text: "Après un ou deux rendez-vous : « J'ai passé de bons moments avec toi, mais je ne ressens pas ce que j'espérais. Je préfère être honnête plutôt que de disparaître. »",
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
                { type: 'text', text: 'Un message de fin bref et bienveillant coûte peu à écrire, et évite beaucoup de peine à recevoir.' },
              ],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Il existe une exception : si une personne se montre insistante, insultante ou vous met mal à l'aise, vous n'avez aucune obligation de vous justifier. Bloquer est alors légitime.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'La manière dont on termine une relation, même naissante, dit beaucoup de la manière dont on la vivrait. Pour mieux encaisser les refus, lisez nos conseils sur ',
            },
            { type: 'text', text: 'la gestion du refus', marks: [{ type: 'link', attrs: { href: '/articles?tag=rejet' } }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  },
  {
    uid: 'rencontres-en-ligne-les-bons-reflexes-de-securite',
    title: 'Rencontres en ligne : les bons réflexes de sécurité',
    excerpt:
      'Protéger vos données, repérer les arnaques, et contribuer à ce que votre rendez-vous se sente en confiance : les réflexes à adopter.',
    date: '2026-07-13T10:21:00.000Z',
    author: 'sofia-benali',
    categories: ['messages-et-applications'],
    tags: ['consentement', 'lieux', 'profil'],
    menuOrder: 22,
    motif: 'shield',
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "La sécurité dans les rencontres en ligne est souvent présentée comme une affaire de femmes. C'est oublier que les hommes aussi sont visés par les arnaques, et qu'ils ont un rôle à jouer pour que la personne qu'ils rencontrent se sente en confiance. Voici les réflexes à adopter, pour vous et pour elle.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Protéger vos informations' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Au début d'un échange, vous ne savez pas vraiment à qui vous parlez. Partagez les informations personnelles progressivement :",
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
                    {
                      type: 'text',
                      text: 'ne donnez ni votre adresse, ni le nom de votre entreprise, ni votre nom de famille complet dans les premiers messages ;',
                    },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: 'évitez les photos qui permettent de localiser votre domicile ;' }] },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: "n'envoyez jamais de photos intimes : une fois partie, une image ne vous appartient plus ;" },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [{ type: 'text', text: "utilisez la messagerie de l'application tant que la confiance n'est pas établie." }],
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Repérer les arnaques' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Les escroqueries sentimentales suivent souvent le même scénario : un profil très séduisant, une déclaration d'affection rapide et intense, une impossibilité de se voir ou de faire un appel vidéo, puis une demande d'argent pour une urgence, un billet d'avion, un placement prometteur. La règle est absolue : n'envoyez jamais d'argent à une personne que vous n'avez pas rencontrée, quelle que soit l'histoire. Signalez le profil à l'application.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Méfiez-vous aussi des personnes qui veulent très vite quitter l'application pour une autre messagerie, ou qui vous envoient des liens à cliquer.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Aider l'autre à se sentir en sécurité" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Pour une femme, rencontrer un inconnu issu d'une application comporte des risques réels, et la plupart prennent des précautions. Ne les prenez pas personnellement, facilitez-les :",
            },
          ],
        },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'proposez un lieu public, animé, bien desservi ;' }] }],
            },
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: 'acceptez volontiers un appel vidéo avant le rendez-vous ;' }] },
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
                      text: "ne proposez pas de venir la chercher chez elle, ni de la raccompagner jusqu'à sa porte si elle ne le demande pas ;",
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
                  content: [{ type: 'text', text: 'ne vous formalisez pas si elle prévient une amie ou partage sa position.' }],
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
                  text: "Un homme qui respecte les précautions de l'autre montre exactement ce qu'elle a besoin de savoir : qu'elle peut lui faire confiance.",
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Pendant le rendez-vous' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Gardez la maîtrise de votre consommation d'alcool, surveillez votre verre, et gardez de quoi rentrer par vos propres moyens. Ces précautions valent pour tout le monde. Et si quelque chose vous met mal à l'aise, vous avez parfaitement le droit de partir.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Ces réflexes ne doivent pas rendre les rencontres anxiogènes : ils permettent au contraire de les vivre plus sereinement. Pour en savoir plus, lisez nos articles sur ',
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
    uid: 'eviter-la-lassitude-des-applications',
    title: 'Éviter la lassitude des applications',
    excerpt:
      "Fatigue de faire défiler, conversations qui tournent en rond, découragement : comment utiliser les applications sans qu'elles vous usent.",
    date: '2026-10-05T09:46:00.000Z',
    author: 'julien-marchand',
    categories: ['messages-et-applications', 'confiance-en-soi'],
    tags: ['profil', 'authenticite', 'rejet'],
    menuOrder: 23,
    motif: 'phone',
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Vous faites défiler des profils le soir dans votre lit, vous enchaînez les conversations qui meurent au troisième message, et vous finissez par supprimer l'application, avant de la réinstaller trois semaines plus tard. Si ce cycle vous est familier, vous souffrez de ce que beaucoup appellent la fatigue des applications. Elle n'est pas une fatalité.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Comprendre ce qui épuise' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Les applications sont conçues pour être utilisées longtemps. Le défilement infini, les notifications et l'abondance apparente de profils donnent l'impression qu'une meilleure option attend toujours au prochain glissement. Cette logique transforme la rencontre en consommation, et elle épuise : on juge des centaines de visages, on est jugé par des centaines d'autres, et l'on perd de vue qu'il y a une personne derrière chaque profil.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Reprendre la main' }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Limitez votre temps', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: " : vingt minutes par jour, à heure fixe, plutôt qu'un défilement permanent. Désactivez les notifications non essentielles.",
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
                    { type: 'text', text: 'Privilégiez la qualité', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: ' : lisez les profils en entier, ne gardez que ceux qui vous intriguent vraiment, et écrivez des messages personnels à quelques personnes plutôt que des messages génériques à trente.',
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
                    { type: 'text', text: 'Ne multipliez pas les conversations', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' : trois ou quatre échanges en parallèle suffisent pour rester attentif à chacun.' },
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
                    { type: 'text', text: 'Proposez vite un rendez-vous', marks: [{ type: 'bold' }] },
                    { type: 'text', text: " quand le courant passe : c'est la rencontre réelle qui donne du sens à l'application." },
                  ],
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Une seule application, bien choisie' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Inutile d'être inscrit partout. Choisissez l'application qui correspond le mieux à ce que vous cherchez, et soignez votre profil dessus. Un profil complet, sincère et récent attire des échanges de meilleure qualité, ce qui réduit d'autant le découragement.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Savoir faire une pause' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Si vous ouvrez l'application avec cynisme, en vous attendant au pire, si vous vous surprenez à juger sévèrement les profils ou à vous sentir vide après chaque session, c'est le signal d'une pause. Mettez votre profil en veille quelques semaines, sans culpabilité. Profitez-en pour voir des amis, reprendre une activité, rencontrer des gens autrement.",
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
                  text: 'Une application est un outil, pas un verdict sur votre valeur. Quand elle vous fait plus de mal que de bien, posez-la.',
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Diversifier ses chemins' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Les applications ne sont qu'une porte d'entrée parmi d'autres. Les amis, les loisirs, le bénévolat, les événements culturels restent d'excellentes occasions de rencontre, souvent plus naturelles. Les combiner vous évite de tout miser sur votre téléphone. Pour explorer d'autres pistes, lisez notre article sur ",
            },
            {
              type: 'text',
              text: 'les rencontres par les loisirs',
              marks: [{ type: 'link', attrs: { href: '/articles?tag=vie-sociale' } }],
            },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  },
];
