import type { DemoArticleSource } from '../types.ts';

export const styleArticles: DemoArticleSource[] = [
  {
    uid: 'comment-s-habiller-pour-un-premier-rendez-vous',
    title: "Comment s'habiller pour un premier rendez-vous",
    excerpt:
      'Ni costume de mariage, ni tenue du dimanche : la bonne tenue de rendez-vous est soignée, adaptée au lieu et surtout confortable.',
    date: '2025-03-15T17:08:00.000Z',
    author: 'antoine-lefevre',
    categories: ['style-et-presentation', 'premier-rendez-vous'],
    tags: ['tenue', 'authenticite'],
    menuOrder: 32,
    motif: 'collar',
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "La veille d'un premier rendez-vous, beaucoup d'hommes ouvrent leur armoire avec angoisse. Trop habillé, on paraît raide ; pas assez, on semble ne pas avoir fait d'effort. Rassurez-vous : la tenue idéale n'a rien de spectaculaire. Elle doit simplement vous mettre en valeur, convenir au lieu et vous laisser oublier vos vêtements.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Le principe : un cran au-dessus du quotidien' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Visez une tenue légèrement plus soignée que celle que vous porteriez un jour ordinaire dans le même lieu. Pour un café ou une balade, un jean brut bien coupé, une chemise en oxford ou un polo en maille, des baskets en cuir propres ou des chaussures de ville décontractées font parfaitement l'affaire. Pour un bar à cocktails, ajoutez une veste non structurée. Le costume-cravate est en revanche presque toujours de trop, sauf si vous sortez du bureau.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Les fondamentaux qui ne pardonnent pas' }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'La taille', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: " : un vêtement simple qui tombe bien vaut mieux qu'une pièce de marque trop grande. Les épaules de la chemise doivent s'arrêter à vos épaules, le pantalon ne doit pas faire d'accordéon sur les chaussures.",
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
                    { type: 'text', text: "L'état", marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' : repassé, sans tache, sans bouloches. Vérifiez à la lumière du jour.' },
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
                    { type: 'text', text: 'Les chaussures', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: ' : propres et entretenues. Beaucoup de gens les regardent, et des chaussures négligées ruinent une belle tenue.',
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
                    { type: 'text', text: 'Les couleurs', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: ' : restez sur une base sobre, marine, gris, blanc, beige, vert olive, avec éventuellement une touche de couleur.',
                    },
                  ],
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Le confort, condition de l'aisance" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Ne portez pas pour la première fois une paire de chaussures neuves ou une chemise que vous n'avez jamais testée. Un col qui gratte, un pantalon qui serre ou des chaussures qui blessent se lisent sur votre visage toute la soirée. Choisissez des vêtements que vous avez déjà portés, dans lesquels vous vous sentez bien.",
            },
          ],
        },
        {
          type: 'blockquote',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: "La meilleure tenue est celle que l'on oublie dès qu'on l'a enfilée." }] },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Rester vous-même' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Un rendez-vous n'est pas un déguisement. Si vous êtes plutôt décontracté, ne vous transformez pas en dandy ; si vous aimez les vêtements travaillés, ne vous en privez pas. Votre style fait partie de votre personnalité : l'objectif est d'en présenter la version la plus soignée, pas de la remplacer.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Enfin, pensez à la météo et au programme : une veste en cas de fraîcheur, des chaussures adaptées si vous prévoyez de marcher. Pour compléter, consultez nos conseils sur ',
            },
            { type: 'text', text: 'la tenue et le soin', marks: [{ type: 'link', attrs: { href: '/articles?tag=tenue' } }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  },
  {
    uid: 'hygiene-barbe-et-parfum-les-details-qui-comptent',
    title: 'Hygiène, barbe et parfum : les détails qui comptent',
    excerpt:
      'Ongles, haleine, barbe, parfum : ces détails passent inaperçus quand ils sont soignés, et sautent aux yeux quand ils ne le sont pas.',
    date: '2025-09-15T10:15:00.000Z',
    author: 'antoine-lefevre',
    categories: ['style-et-presentation'],
    tags: ['tenue', 'langage-corporel'],
    menuOrder: 33,
    motif: 'collar',
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "On peut porter la plus belle chemise du monde et perdre tout son crédit à cause d'une haleine chargée ou d'ongles négligés. Le soin personnel a cette particularité : quand il est réussi, personne ne le remarque ; quand il est raté, tout le monde le voit. Voici les points à vérifier avant un rendez-vous, et au quotidien.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Les incontournables' }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Les mains', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: " : ongles courts, propres et limés. Elles sont très visibles, sur la table, autour d'un verre.",
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
                    { type: 'text', text: "L'haleine", marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: " : brossage des dents, fil dentaire, et évitez l'ail ou l'oignon au déjeuner. Un chewing-gum peut dépanner, mais pas pendant la conversation.",
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
                    { type: 'text', text: 'Les cheveux', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: ' : une coupe entretenue toutes les quatre à six semaines. Passez chez le coiffeur quelques jours avant le rendez-vous plutôt que la veille, le temps que la coupe se pose.',
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
                    { type: 'text', text: 'La peau', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: " : un nettoyant doux et une crème hydratante suffisent à éviter l'aspect terne ou les rougeurs.",
                    },
                  ],
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'La barbe : un choix, pas un oubli' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Rasé de près, barbe de trois jours ou barbe fournie : tous les styles peuvent plaire, à condition d'être assumés et entretenus. Ce qui dessert, c'est la barbe négligée, aux contours flous. Taillez régulièrement, dessinez la ligne du cou, environ deux doigts au-dessus de la pomme d'Adam, et celle des joues. Une huile ou un baume à barbe adoucit les poils et évite les démangeaisons.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Si vous vous rasez, faites-le la veille au soir si votre peau est sensible, pour éviter les irritations visibles le lendemain.',
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Le parfum : la juste dose' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Un parfum bien choisi laisse un souvenir agréable ; un parfum trop fort envahit tout et peut incommoder. La règle : deux pulvérisations, trois au maximum, sur le cou ou les poignets. L'autre doit le sentir en se rapprochant, pas en entrant dans la pièce.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Choisissez un parfum que vous aimez vraiment, en le testant sur votre peau plutôt que sur une bandelette, et laissez-le évoluer quelques heures avant de l'adopter. Les notes fraîches ou boisées sont des valeurs sûres pour un premier rendez-vous.",
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
                  text: "Le soin de soi n'est pas de la coquetterie : c'est une forme de respect pour la personne qu'on rencontre.",
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'La check-list avant de partir' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Quelques minutes avant de sortir, un dernier contrôle devant le miroir : dents, nez, sourcils, cheveux, vêtements sans peluche, chaussures propres. Glissez dans votre poche un paquet de mouchoirs et éventuellement un baume à lèvres. Ces gestes simples vous éviteront de penser à votre apparence pendant le rendez-vous, et vous laisseront l'esprit libre pour l'essentiel : la rencontre.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Pour compléter, relisez nos conseils pour ' },
            { type: 'text', text: 'choisir sa tenue', marks: [{ type: 'link', attrs: { href: '/articles?tag=tenue' } }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  },
  {
    uid: 'votre-voix-debit-volume-et-intonation',
    title: 'Votre voix : débit, volume et intonation',
    excerpt:
      "Une voix posée inspire confiance et donne envie d'écouter. Quelques exercices simples pour ralentir, poser sa voix et mieux articuler.",
    date: '2026-02-13T07:48:00.000Z',
    author: 'claire-dumont',
    categories: ['style-et-presentation', 'confiance-en-soi'],
    tags: ['conversation', 'langage-corporel', 'timidite'],
    menuOrder: 34,
    motif: 'waves',
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "On soigne sa tenue, on prépare ses sujets de conversation, mais on oublie presque toujours sa voix. Pourtant, c'est par elle que passe tout ce que vous dites. Une voix précipitée trahit la nervosité, une voix trop faible oblige l'autre à tendre l'oreille, une voix monotone endort même les meilleures histoires. Bonne nouvelle : la voix se travaille, comme un instrument.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Ralentir le débit' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Le stress accélère le débit : on parle vite pour combler le silence ou pour en finir. Or une parole plus lente paraît plus assurée et plus réfléchie. Faites l'expérience : enregistrez-vous en racontant une anecdote, puis réécoutez. La plupart des gens sont surpris de leur vitesse.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "L'exercice : lisez un texte à voix haute en marquant une vraie pause à chaque point, le temps d'une respiration. Répétez-le quelques minutes par jour. Peu à peu, vous prendrez l'habitude de ponctuer votre parole, et les silences ne vous feront plus peur.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Trouver le bon volume' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Dans un café animé, une voix trop faible vous oblige à vous répéter, ce qui casse le rythme de la conversation. Le volume se règle par la respiration, pas par la gorge : respirez par le ventre, et laissez la voix s'appuyer sur le souffle plutôt que de forcer. À l'inverse, évitez de parler si fort que la table voisine suit votre conversation.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Varier l'intonation" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Une voix vivante monte, descend, ralentit sur les moments importants et accélère sur les passages légers. Pour la travailler :',
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
                    { type: 'text', text: 'lisez des histoires à voix haute, comme pour un enfant, en exagérant les intonations ;' },
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
                      text: "terminez vos phrases affirmatives sur une note descendante : une intonation qui monte à la fin donne l'impression de demander la permission ;",
                    },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: "souriez en parlant, même au téléphone : le sourire s'entend." }] },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Articuler sans être scolaire' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Les mots avalés et les fins de phrase qui s'éteignent compliquent l'écoute. Un exercice classique consiste à lire quelques lignes avec un bouchon ou un crayon entre les dents, puis sans : l'articulation devient naturellement plus nette. Ne cherchez pas pour autant à parler comme un présentateur de journal télévisé : le naturel reste la priorité.",
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
                  text: "On écoute plus volontiers une voix qui prend son temps : elle dit « ce que j'ai à dire mérite d'être entendu ».",
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
              text: 'Votre voix est aussi le reflet de votre état intérieur. En travaillant votre confiance, vous la poserez naturellement. Pour aller plus loin, explorez notre rubrique ',
            },
            { type: 'text', text: 'Confiance en soi', marks: [{ type: 'link', attrs: { href: '/articles?category=confiance-en-soi' } }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  },
  {
    uid: 'les-bonnes-manieres-version-moderne',
    title: 'Les bonnes manières, version moderne',
    excerpt:
      "Ponctualité, téléphone, attention aux serveurs : la galanterie d'aujourd'hui repose moins sur des rituels que sur des égards sincères.",
    date: '2026-06-10T08:47:00.000Z',
    author: 'antoine-lefevre',
    categories: ['style-et-presentation', 'premier-rendez-vous'],
    tags: ['consentement', 'lieux'],
    menuOrder: 35,
    motif: 'collar',
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Le mot « galant » évoque parfois des rituels d'un autre temps : tenir la porte, tirer la chaise, se lever quand une femme quitte la table. Certains de ces gestes restent appréciés, d'autres peuvent paraître désuets, voire condescendants. La galanterie moderne repose sur un principe plus simple : montrer à l'autre que vous faites attention à elle, et à tout le monde.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'La ponctualité, première des politesses' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Arriver à l'heure, c'est dire à l'autre que son temps compte. Visez cinq minutes d'avance, cela vous laisse le temps de trouver une table. Si vous êtes en retard malgré tout, prévenez dès que vous le savez, avec une estimation honnête : « J'ai un métro bloqué, j'arrive dans quinze minutes, désolé. » Un retard annoncé se pardonne ; un retard inexpliqué agace.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Le téléphone hors de vue' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Poser son téléphone sur la table, même écran retourné, signale qu'il peut interrompre la conversation à tout moment. Rangez-le dans votre poche, en silencieux. Si vous attendez un appel important, dites-le en début de rendez-vous : « Je dois peut-être répondre à un appel de ma sœur, elle déménage aujourd'hui. » C'est transparent et respectueux.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Les petits gestes qui comptent encore' }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Tenir la porte', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' : à tout le monde, homme ou femme, sans en faire une démonstration.' },
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
                    { type: 'text', text: 'Laisser choisir', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' : la place, la table, le côté de la banquette. Proposer, sans insister.' },
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
                    { type: 'text', text: "Aider si c'est utile", marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: " : porter une valise lourde, oui ; lui retirer son manteau d'autorité, seulement si elle le souhaite.",
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
                    { type: 'text', text: 'Raccompagner', marks: [{ type: 'bold' }] },
                    { type: 'text', text: " jusqu'au métro ou au taxi, en le proposant, et en acceptant un refus." },
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
              text: "Le fil conducteur : proposer plutôt qu'imposer. Un geste courtois devient maladroit dès qu'il passe outre le souhait de l'autre.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Votre attitude envers les autres' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Votre rendez-vous observe comment vous traitez le serveur, le chauffeur de taxi ou la personne qui vous bouscule par accident. Un homme charmant avec elle et méprisant avec le personnel révèle sa vraie nature. Dites bonjour, merci, s'il vous plaît, laissez un pourboire raisonnable, restez patient si le service est lent.",
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
                  text: 'Les bonnes manières ne servent pas à impressionner : elles montrent comment vous traitez les gens.',
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'La conversation aussi a ses usages' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Ne coupez pas la parole, ne corrigez pas ses propos en public, évitez les sujets qui fâchent sans raison. Et si vous n'êtes pas d'accord, dites-le avec curiosité plutôt qu'avec condescendance : « Ah, je ne l'avais jamais vu comme ça, explique-moi. »",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: "Pour la question délicate de l'addition, lisez notre article dédié dans la rubrique " },
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
  {
    uid: 'une-garde-robe-de-base-en-dix-pieces',
    title: 'Une garde-robe de base en dix pièces',
    excerpt:
      "Pas besoin d'une armoire pleine pour être bien habillé. Dix pièces simples et bien coupées suffisent à composer des dizaines de tenues.",
    date: '2026-11-07T17:20:00.000Z',
    author: 'antoine-lefevre',
    categories: ['style-et-presentation'],
    tags: ['tenue', 'authenticite'],
    menuOrder: 36,
    motif: 'collar',
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Beaucoup d'hommes ont une armoire pleine et pourtant « rien à se mettre ». Le problème n'est pas la quantité, mais la cohérence : des pièces achetées au hasard, qui ne vont pas ensemble. Une garde-robe de base, composée de vêtements simples qui se combinent tous entre eux, règle la question une fois pour toutes, et vous fait gagner du temps chaque matin.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Les dix pièces essentielles' }] },
        {
          type: 'orderedList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Un jean brut', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ', coupe droite ou légèrement fuselée, sans délavage ni déchirure.' },
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
                    { type: 'text', text: 'Un chino', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' beige ou bleu marine, pour varier avec le jean.' },
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
                    { type: 'text', text: 'Deux chemises', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' en oxford, une blanche et une bleu ciel, qui se portent avec ou sans veste.' },
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
                    { type: 'text', text: 'Trois tee-shirts unis', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' de bonne qualité : blanc, gris, marine.' },
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
                    { type: 'text', text: 'Un pull en maille fine', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ', col rond, en laine mérinos, à porter seul ou sur une chemise.' },
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
                    { type: 'text', text: 'Une veste décontractée', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ', blazer non structuré ou veste de travail en coton.' },
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
                    { type: 'text', text: 'Un manteau', marks: [{ type: 'bold' }] },
                    { type: 'text', text: " sobre pour l'hiver, caban ou manteau droit." },
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
                    { type: 'text', text: 'Des baskets en cuir blanc', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ', minimalistes et bien entretenues.' },
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
                    { type: 'text', text: 'Une paire de chaussures en cuir', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' : derbies ou boots marron.' },
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
                    { type: 'text', text: 'Une ceinture en cuir', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' assortie à vos chaussures.' },
                  ],
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Pourquoi ça fonctionne' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Ces pièces ont en commun des couleurs neutres et des coupes intemporelles. Elles se combinent toutes entre elles : jean, chemise bleue et baskets pour un café ; chino, pull et boots pour un dîner ; chemise blanche, veste et derbies pour une soirée plus habillée. Avec dix pièces, vous composez facilement une vingtaine de tenues.',
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Acheter mieux, pas plus' }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Privilégiez les matières naturelles : coton épais, laine, cuir. Elles vieillissent mieux.' },
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
                      text: 'Essayez toujours, et faites retoucher si nécessaire : ourlet, manches, taille. Une retouche à quinze euros transforme un vêtement correct en vêtement qui vous va parfaitement.',
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
                    { type: 'text', text: "Investissez d'abord dans ce que vous portez le plus souvent : chaussures et pantalons." },
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
                { type: 'text', text: "Le style ne vient pas d'une pièce spectaculaire, mais de vêtements simples qui vous vont bien." },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Ajouter votre personnalité' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Une fois la base constituée, vous pouvez ajouter des pièces qui vous ressemblent : une chemise à motifs, un pull de couleur vive, une montre héritée de votre grand-père, une écharpe tricotée. Ces touches personnelles donnent du caractère à l'ensemble et ouvrent souvent la conversation. L'important est qu'elles reposent sur une base solide.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Entretenez vos vêtements : cirage des chaussures, lavage à basse température, cintres adaptés. Pour les choisir lors d'un rendez-vous, relisez nos conseils sur ",
            },
            { type: 'text', text: 'la tenue de premier rendez-vous', marks: [{ type: 'link', attrs: { href: '/articles?tag=tenue' } }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  },
];
