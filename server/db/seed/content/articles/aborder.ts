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
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Beaucoup d'hommes arrivent à un rendez-vous avec une obsession : avoir des choses intéressantes à dire. Ils préparent des anecdotes, cherchent la réplique qui fera mouche. Pourtant, ce qui rend une conversation mémorable, c'est rarement ce que l'on dit. C'est la qualité avec laquelle on écoute.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Écouter n'est pas attendre son tour" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Dans la plupart des conversations, chacun attend que l'autre ait fini pour placer sa propre histoire. On hoche la tête, mais on prépare déjà sa réponse. L'écoute active, c'est l'inverse : se concentrer entièrement sur ce que dit l'autre, sur ses mots, son ton, ses émotions, avant de penser à ce qu'on va répondre.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'La différence se sent immédiatement. Une personne qui se sent écoutée se détend, se livre davantage et associe ce bien-être à vous.',
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Trois techniques concrètes' }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Reformuler', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: ' : « Si je comprends bien, tu as quitté ton poste à Paris pour te lancer dans la menuiserie ? » Vous vérifiez que vous avez compris, et vous montrez que vous suivez.',
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
                    { type: 'text', text: "Nommer l'émotion", marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: " : « Ça a dû être un sacré soulagement. » ou « J'ai l'impression que ça te tient vraiment à cœur. » Vous vous intéressez à ce qu'elle ressent, pas seulement aux faits.",
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
                    { type: 'text', text: 'Creuser plutôt que rebondir', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: " : quand elle évoque un voyage au Japon, résistez à l'envie de raconter le vôtre. Demandez plutôt : « Qu'est-ce qui t'a le plus surprise là-bas ? »",
                    },
                  ],
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Le corps écoute aussi' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "L'écoute passe par l'attitude. Rangez votre téléphone, hors de vue. Tournez-vous vers elle, regardez-la quand elle parle, sans la fixer. Les petits signes d'attention, un hochement de tête, un sourire, un « ah oui ? » sincère, l'encouragent à continuer.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Attention cependant à ne pas tomber dans la technique mécanique. Reformuler chaque phrase ou répéter « je comprends » toutes les dix secondes sonne faux. L'écoute active n'est pas un numéro : c'est une curiosité réelle, que les techniques aident seulement à exprimer.",
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
                  text: 'On ne se souvient pas toujours de ce que les gens nous ont dit, mais on se souvient de la façon dont ils nous ont fait nous sentir.',
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Et vous, dans tout ça ?' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Écouter ne signifie pas s'effacer. Une conversation équilibrée alterne : vous écoutez, puis vous partagez à votre tour quelque chose de personnel en lien avec ce qui vient d'être dit. C'est ce va-et-vient qui crée la complicité. Pour trouver le bon équilibre, lisez aussi notre article sur ",
            },
            { type: 'text', text: "l'art de parler de soi", marks: [{ type: 'link', attrs: { href: '/articles?tag=conversation' } }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
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
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Avec les applications, beaucoup d'hommes ont perdu l'habitude d'aborder quelqu'un en vrai. Pourtant, une rencontre dans la vie réelle a un charme que l'écran n'a pas : elle naît d'un contexte partagé, d'un regard, d'une situation. Encore faut-il savoir s'y prendre sans mettre l'autre mal à l'aise.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Choisir le bon contexte' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Tous les lieux ne se prêtent pas à une approche. Une femme qui attend son train, écouteurs sur les oreilles, ou qui marche vite dans la rue la nuit n'a aucune envie d'être abordée. En revanche, une soirée entre amis, un cours collectif, une file d'attente à un concert, un vernissage ou un café calme sont des contextes où échanger quelques mots est naturel.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Le bon réflexe : se demander si, dans cette situation, une conversation entre inconnus serait normale même sans intention de séduction. Si oui, vous pouvez y aller.',
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Une ouverture simple et située' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Oubliez les phrases toutes faites. La meilleure entrée en matière s'appuie sur ce que vous vivez tous les deux à cet instant :",
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
                  content: [{ type: 'text', text: "« Vous avez déjà vu ce groupe en concert ? On m'en a dit beaucoup de bien. »" }],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [{ type: 'text', text: "« Je n'arrive pas à choisir entre ces deux livres, vous avez lu l'un des deux ? »" }],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [{ type: 'text', text: "« C'est la première fois que je viens à ce cours, c'est toujours aussi intense ? »" }],
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
              text: "Ce sont des questions banales, et c'est tant mieux : elles n'engagent à rien et laissent l'autre libre de répondre brièvement ou d'enchaîner. Si vous trouvez la personne attirante, vous pouvez le dire plus tard, avec simplicité, une fois la conversation installée.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Lire la réponse et savoir se retirer' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Les premières secondes vous disent presque tout. Si elle se tourne vers vous, sourit, vous pose une question en retour, la conversation peut continuer. Si elle répond par monosyllabes, regarde ailleurs ou reprend son activité, le message est clair : souriez, souhaitez-lui une bonne journée et retirez-vous.',
            },
          ],
        },
        {
          type: 'blockquote',
          content: [
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: "Savoir partir avec le sourire fait autant partie de l'art d'aborder que savoir commencer." },
              ],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Ne prenez jamais ce retrait pour un échec. Elle était peut-être pressée, fatiguée, en couple, ou simplement pas d'humeur. Vous avez osé, et vous l'avez fait avec respect : c'est exactement ce qu'il faut retenir.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Commencer petit' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Si aborder vous paralyse, entraînez-vous sans enjeu : complimentez un commerçant, demandez un conseil à un vendeur, échangez quelques mots avec un voisin. L'aisance sociale est un muscle. Pour le développer pas à pas, découvrez nos conseils sur ",
            },
            { type: 'text', text: 'la timidité', marks: [{ type: 'link', attrs: { href: '/articles?tag=timidite' } }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
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
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: '« Tu fais quoi dans la vie ? Tu habites où ? Tu as des frères et sœurs ? » À ce rythme, un rendez-vous ressemble vite à un formulaire administratif. Les questions sont pourtant le moteur de toute conversation. Tout dépend de la manière de les poser.',
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Ouvertes plutôt que fermées' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Une question fermée appelle un oui, un non ou une information courte : « Tu aimes voyager ? » Une question ouverte invite à raconter : « Quel est le voyage qui t'a le plus marquée ? » La seconde donne à l'autre l'occasion de partager une histoire, une émotion, une part d'elle-même. Et elle vous fournit au passage de quoi rebondir.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Les mots magiques des questions ouvertes : ' },
            { type: 'text', text: 'comment', marks: [{ type: 'italic' }] },
            { type: 'text', text: ', ' },
            { type: 'text', text: "qu'est-ce qui", marks: [{ type: 'italic' }] },
            { type: 'text', text: ', ' },
            { type: 'text', text: 'raconte-moi', marks: [{ type: 'italic' }] },
            {
              type: 'text',
              text: ". « Comment tu t'es lancée dans l'escalade ? » vaut mieux que « Tu fais de l'escalade depuis longtemps ? ».",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "S'intéresser au pourquoi, pas seulement au quoi" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Le métier, le quartier et les études sont des points de départ, pas des destinations. Quand elle vous dit qu'elle est infirmière, ne passez pas au sujet suivant. Demandez ce qui l'a amenée vers ce métier, ce qu'elle aime dans son quotidien, ce qui la fatigue. Derrière chaque fait, il y a une motivation, et c'est elle qui est intéressante.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Quelques questions qui fonctionnent bien' }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [{ type: 'text', text: "« Qu'est-ce qui t'occupe l'esprit en ce moment, en dehors du travail ? »" }],
                },
              ],
            },
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: "« C'est quoi, pour toi, un dimanche parfait ? »" }] }],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: "« Qu'est-ce que tu as découvert récemment et que tu conseillerais à tout le monde ? »" },
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
                    { type: 'text', text: '« Si tu pouvais apprendre une compétence du jour au lendemain, ce serait laquelle ? »' },
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
              text: "Ces questions sont légères, mais elles révèlent des goûts, des valeurs et des rêves. Elles amusent plus qu'elles n'intimident.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Les pièges à éviter' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Évitez les questions trop intimes trop tôt, sur les ex, la famille ou l'argent : elles peuvent mettre mal à l'aise. Évitez aussi les questions « tests » qui cherchent à vérifier si elle correspond à vos critères. Et surtout, n'enchaînez pas une question après l'autre : après sa réponse, partagez la vôtre, réagissez, commentez.",
            },
          ],
        },
        {
          type: 'blockquote',
          content: [
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: "Une bonne question n'est pas celle qui impressionne, c'est celle qui donne envie de répondre." },
              ],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Enfin, écoutez vraiment les réponses. La meilleure question suivante se cache presque toujours dans ce qu'elle vient de dire. Pour affiner cette écoute, lisez notre article sur ",
            },
            { type: 'text', text: "l'écoute active", marks: [{ type: 'link', attrs: { href: '/articles?tag=ecoute' } }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
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
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Dans les enquêtes sur ce qui plaît chez un partenaire, le sens de l'humour revient toujours en tête de liste. Rien d'étonnant : rire ensemble détend, crée de la complicité et fait passer le temps à toute vitesse. Mais tous les humours ne se valent pas, et certains font plus de dégâts qu'ils ne font rire.",
            },
          ],
        },
        { type: 'paywallDivider' },
        {
          type: 'heading',
          attrs: { level: 2 },
          content: [{ type: 'text', text: "Vous n'avez pas besoin d'être drôle, mais d'être joueur" }],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Rassurez-vous : il ne s'agit pas d'enchaîner les blagues comme un humoriste sur scène. Les blagues préparées tombent souvent à plat. Ce qui fonctionne, c'est un état d'esprit léger : remarquer le comique d'une situation, accepter les petites absurdités, rire de bon cœur quand l'autre est drôle. Savoir rire des blagues de l'autre est d'ailleurs au moins aussi séduisant que d'en faire.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Les registres qui marchent' }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: "L'observation", marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: " : le serveur qui a déjà apporté trois fois la mauvaise commande, la décoration improbable du bar. Un humour partagé, né de l'instant.",
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
                    { type: 'text', text: "L'autodérision", marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: ", à petite dose : « Je tiens à préciser que je suis arrivé en avance uniquement parce que je me suis trompé d'heure. » Elle montre que vous ne vous prenez pas trop au sérieux.",
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
                    { type: 'text', text: 'Les références communes', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: " : une blague qui rebondit sur quelque chose qu'elle a dit plus tôt. C'est le début d'un langage à deux.",
                    },
                  ],
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Ce qui ne fait rire que vous' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "La moquerie déguisée en taquinerie est le piège classique. Certaines méthodes de drague conseillent de « taquiner » pour déstabiliser ; en pratique, critiquer ses goûts, sa tenue ou son métier, même en riant, la met sur la défensive. Une taquinerie n'est acceptable que si elle est clairement affectueuse, réciproque et portée sur un sujet sans enjeu.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Évitez aussi les blagues qui rabaissent un groupe, les sous-entendus sexuels au premier rendez-vous et l'autodérision excessive : à force de vous dévaloriser, vous finirez par convaincre.",
            },
          ],
        },
        {
          type: 'blockquote',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: "Le bon humour fait rire avec l'autre, jamais contre lui." }] }],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Si la blague tombe à plat' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Ça arrive à tout le monde. Ne l'expliquez pas, ne la répétez pas. Un sourire et un « Bon, celle-là, je la retravaillerai » suffisent, et transforment souvent le flop en vrai moment de rire. C'est votre aisance face à l'échec qui séduit, pas la blague elle-même.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: "Retrouvez d'autres pistes pour des échanges vivants dans notre rubrique " },
            {
              type: 'text',
              text: 'Aborder et engager la conversation',
              marks: [{ type: 'link', attrs: { href: '/articles?category=aborder-et-engager-la-conversation' } }],
            },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
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
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Malgré l'essor des applications, une grande partie des couples continue de se former grâce au cercle amical. La raison est simple : quand on vous présente quelqu'un, une part de confiance est déjà là. Vous n'êtes pas un inconnu, vous êtes « l'ami de Thomas ». Encore faut-il donner à votre entourage l'occasion de jouer ce rôle.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Faire savoir que vous êtes ouvert à une rencontre' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Vos amis ne peuvent pas deviner ce que vous cherchez. Sans en faire une annonce solennelle, dites-le simplement à ceux en qui vous avez confiance : « En ce moment, j'aimerais bien rencontrer quelqu'un. Si tu connais une personne avec qui je pourrais m'entendre, je suis partant pour un apéro. » Beaucoup de gens adorent jouer les entremetteurs ; il suffit souvent de leur en donner la permission.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Multiplier les occasions' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Les rencontres par les amis naissent rarement d'un dîner arrangé. Elles se produisent lors des anniversaires, des pendaisons de crémaillère, des week-ends à plusieurs. Acceptez davantage d'invitations, même quand vous ne connaissez que l'hôte. Et invitez à votre tour : organiser une soirée jeux ou un barbecue où chacun vient avec un ami élargit naturellement les cercles.",
            },
          ],
        },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: "Dites oui à l'anniversaire du collègue de votre colocataire." }] },
              ],
            },
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: "Proposez un restaurant à plusieurs plutôt qu'à deux." }] }],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [{ type: 'text', text: "Rejoignez l'équipe de foot à cinq ou le quiz du jeudi de vos amis." }],
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Sur place : naturel et discrétion' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Si un ami vous a parlé d'une personne présente, ne débarquez pas comme si vous aviez un rendez-vous. Laissez la conversation se faire au fil de la soirée, dans le groupe d'abord. L'avantage d'un cadre collectif, c'est que personne n'est sous pression. Si le courant passe, vous pourrez lui proposer un café ensuite.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'La discrétion compte aussi après coup : ne racontez pas les détails de vos échanges à vos amis communs, et évitez de faire de votre entourage un bureau des rapports.',
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
                  text: "Dans un cercle d'amis, votre réputation vous précède : la gentillesse et le respect que vous montrez à tous comptent autant que votre charme.",
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Et si ça ne marche pas ?' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "C'est la crainte qui freine beaucoup d'hommes : créer un malaise dans le groupe. Tout se passe bien si vous restez simple et respectueux. Un refus poli, accepté avec élégance, n'empêchera personne de se recroiser aux prochaines soirées. Pour élargir encore vos horizons, lisez aussi notre article sur ",
            },
            {
              type: 'text',
              text: 'les loisirs comme terrain de rencontre',
              marks: [{ type: 'link', attrs: { href: '/articles?tag=vie-sociale' } }],
            },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
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
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Quand on cherche à rencontrer quelqu'un, on pense bars, soirées et applications. On oublie souvent le terrain le plus favorable de tous : les activités régulières. Un club, un cours ou une association réunissent des personnes qui partagent au moins un goût commun, et qui se revoient chaque semaine. C'est exactement ce qui manque aux autres modes de rencontre.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Pourquoi ça fonctionne' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Les relations naissent de la répétition. Voir quelqu'un une fois, c'est anecdotique ; le recroiser chaque mardi, échanger quelques mots, puis un peu plus, crée une familiarité qui se transforme naturellement en sympathie. Dans ce cadre, personne n'est là pour séduire, ce qui enlève une énorme pression. Vous êtes d'abord un partenaire d'entraînement, un voisin de pupitre, un coéquipier.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Et vous y êtes sous votre meilleur jour : engagé, curieux, en train de faire quelque chose qui vous plaît.',
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Choisir une activité pour de bonnes raisons' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Ne vous inscrivez pas au cours de salsa uniquement parce que vous avez entendu qu'il y a beaucoup de femmes. Si l'activité vous ennuie, cela se verra, et vous abandonnerez au bout de trois séances. Choisissez plutôt ce qui vous attire réellement, en privilégiant les activités collectives et interactives :",
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
                  content: [{ type: 'text', text: "les clubs de course ou de randonnée, où l'on discute en marchant ;" }],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [{ type: 'text', text: "les cours de théâtre ou d'improvisation, excellents aussi pour la confiance ;" }],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [{ type: 'text', text: 'les chorales, les ateliers de cuisine, les associations de bénévoles ;' }],
                },
              ],
            },
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'les clubs de lecture ou de jeux de société.' }] }],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Les bons réflexes' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Soyez régulier : c'est la condition pour devenir un visage familier. Participez aux moments informels, le verre après l'entraînement, le pique-nique de fin de saison. Intéressez-vous à tout le monde, pas seulement à la personne qui vous plaît : un homme sympathique avec tous inspire bien plus confiance qu'un homme qui ne parle qu'aux femmes célibataires.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Si quelqu'un vous plaît, prenez le temps de construire une relation amicale avant de proposer un café en tête-à-tête. Et si elle décline, restez exactement aussi cordial qu'avant : dans un groupe, le respect est non négociable.",
            },
          ],
        },
        {
          type: 'blockquote',
          content: [
            {
              type: 'paragraph',
              content: [{ type: 'text', text: "Faites ce que vous aimez, avec des gens qui l'aiment aussi : les rencontres suivront." }],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Même sans rencontre amoureuse, vous y gagnerez des amis, des compétences et une vie plus riche, ce qui vous rendra d'autant plus attirant. Pour cultiver cette assurance, explorez notre rubrique ",
            },
            { type: 'text', text: 'Confiance en soi', marks: [{ type: 'link', attrs: { href: '/articles?category=confiance-en-soi' } }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
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
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Est-ce qu'elle est simplement polie, ou est-ce qu'elle s'intéresse vraiment à moi ? Cette question torture beaucoup d'hommes, et alimente une foule de théories sur les signaux prétendument infaillibles. La réalité est plus nuancée : certains indices sont parlants, mais aucun ne remplace une communication claire.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Les signaux encourageants' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Pris isolément, un signe ne veut pas dire grand-chose. C'est leur accumulation qui compte. Une personne intéressée a tendance à :",
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
                    { type: 'text', text: 'entretenir la conversation', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' : elle pose des questions en retour, rebondit, prolonge les échanges ;' },
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
                    { type: 'text', text: 'se souvenir de détails', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' que vous avez mentionnés auparavant ;' },
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
                    { type: 'text', text: 'orienter son corps vers vous', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ', se pencher légèrement, maintenir le regard avec plaisir ;' },
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
                    { type: 'text', text: 'rire facilement', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ', y compris à des blagues moyennes ;' },
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
                    { type: 'text', text: 'proposer elle-même', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' de prolonger le moment ou de se revoir.' },
                  ],
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Les signaux de réserve' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "À l'inverse, des réponses brèves, un regard qui se porte souvent ailleurs, un corps tourné vers la sortie, des bras croisés de façon persistante ou une attention constante au téléphone indiquent qu'elle n'est pas, ou pas encore, dans le même état d'esprit. Ce n'est pas forcément un rejet définitif : elle peut être fatiguée, stressée ou simplement réservée. Mais ce n'est certainement pas un feu vert.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Le piège de la surinterprétation' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Quand on est attiré par quelqu'un, on a tendance à voir des signes partout. Un sourire aimable devient une déclaration, une conversation animée devient une invitation. La gentillesse, la politesse et la sympathie ne sont pas des signaux de séduction. Une serveuse souriante, une collègue chaleureuse ou une amie attentionnée font simplement preuve de gentillesse.",
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
                  text: 'Dans le doute, ne devinez pas : demandez. Une question claire vaut mieux que mille interprétations.',
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Demander simplement' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Vous n'êtes pas obligé de décoder comme un détective. Exprimer votre intérêt avec légèreté permet d'obtenir une réponse claire : « J'aime beaucoup discuter avec toi. Ça te dirait qu'on prenne un verre un de ces soirs, juste tous les deux ? » Si la réponse est enthousiaste, tant mieux. Si elle est hésitante ou évasive, vous avez votre réponse, et vous l'acceptez avec le sourire.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Cette franchise est respectueuse pour elle comme pour vous : elle évite les malentendus et les situations ambiguës. Pour approfondir ces questions, lisez nos articles sur ',
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
    uid: 'parler-de-soi-sans-monopoliser-la-parole',
    title: 'Parler de soi sans monopoliser la parole',
    excerpt:
      "Trop discret, on paraît fuyant ; trop bavard, on paraît égocentrique. Comment se livrer juste ce qu'il faut pour créer un vrai échange.",
    date: '2026-10-22T10:03:00.000Z',
    author: 'claire-dumont',
    categories: ['aborder-et-engager-la-conversation', 'premier-rendez-vous'],
    tags: ['conversation', 'authenticite'],
    menuOrder: 15,
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "On conseille souvent aux hommes d'écouter et de poser des questions. C'est juste, mais certains en tirent une stratégie de dissimulation : ils interrogent sans jamais se dévoiler. Résultat, l'autre repart en ayant tout raconté de sa vie sans rien savoir de la leur. D'autres, à l'opposé, déroulent leur biographie pendant une heure. Entre les deux, il existe un équilibre.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'La règle du va-et-vient' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Une bonne conversation ressemble à un échange de balles au tennis, pas à un service répété. Quand elle vous partage quelque chose, répondez par une expérience à vous en lien avec le sujet, puis renvoyez-lui la parole. Par exemple : « Moi aussi j'ai changé de ville pour le travail, j'ai mis six mois à me sentir chez moi à Nantes. Et toi, tu t'es vite adaptée ? »",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Surveillez votre temps de parole : si vous parlez depuis plusieurs minutes sans qu'elle ait placé un mot, il est temps de lui poser une question.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Raconter plutôt qu'énumérer" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Parler de soi ne signifie pas réciter son CV. « Je suis ingénieur, j'ai fait mes études à Grenoble, j'ai deux sœurs » ne dit rien de vous. Ce qui intéresse, ce sont vos motivations, vos émotions, vos anecdotes. Préférez : « J'ai choisi l'ingénierie parce que j'adorais démonter les radios de mon grand-père, et aujourd'hui je passe surtout mes journées en réunion, ce qui est un peu moins poétique. »",
            },
          ],
        },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Partagez ce qui vous passionne, et pourquoi.' }] }],
            },
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: "Racontez une situation plutôt qu'un fait." }] }],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [{ type: 'text', text: 'Osez évoquer un doute ou une difficulté : la vulnérabilité mesurée rapproche.' }],
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Ce qui n'a pas sa place au début" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Certains sujets demandent de la confiance avant d'être abordés : le récit détaillé de votre dernière rupture, vos problèmes financiers, vos griefs contre votre patron. Ce n'est pas qu'il faille les cacher, mais ils pèsent lourd au premier rendez-vous et risquent de définir l'image que l'autre garde de vous.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Évitez aussi la surenchère : si elle raconte son semi-marathon, ne répondez pas par votre marathon complet. Réjouissez-vous d'abord pour elle.",
            },
          ],
        },
        {
          type: 'blockquote',
          content: [
            {
              type: 'paragraph',
              content: [{ type: 'text', text: "Se livrer, ce n'est pas tout dire ; c'est laisser voir qui l'on est vraiment." }],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "L'authenticité avant tout" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "N'embellissez pas votre vie pour impressionner. Les petits mensonges se découvrent, et la relation qui en découle repose sur une image fausse. Votre vraie vie, avec ses passions et ses maladresses, est largement suffisante. Pour aller plus loin, lisez notre article sur ",
            },
            { type: 'text', text: "l'authenticité", marks: [{ type: 'link', attrs: { href: '/articles?tag=authenticite' } }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  },
];
