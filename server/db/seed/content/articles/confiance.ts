import type { DemoArticleSource } from '../types.ts';

export const confianceArticles: DemoArticleSource[] = [
  {
    uid: 'surmonter-la-timidite-un-pas-apres-l-autre',
    title: "Surmonter la timidité, un pas après l'autre",
    excerpt:
      "La timidité n'est pas un défaut de caractère mais une habitude, et les habitudes se travaillent. Un programme progressif, sans brûler les étapes.",
    date: '2025-02-09T09:34:00.000Z',
    author: 'julien-marchand',
    categories: ['confiance-en-soi'],
    tags: ['timidite', 'vie-sociale'],
    menuOrder: 1,
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "J'ai longtemps été ce garçon qui rougissait quand une femme lui adressait la parole, qui répétait sa commande trois fois dans sa tête avant d'entrer dans une boulangerie. Si vous vous reconnaissez, sachez une chose : la timidité n'est pas une fatalité. Ce n'est pas un trait gravé dans le marbre, c'est une habitude d'évitement, et elle se défait progressivement.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Comprendre le cercle de l'évitement" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "La timidité fonctionne comme un cercle. Une situation sociale vous inquiète, vous l'évitez, vous ressentez un soulagement immédiat… et la prochaine situation vous inquiète encore davantage, car vous n'avez jamais eu la preuve que vous pouviez la gérer. Pour casser ce cercle, il n'y a qu'une méthode : s'exposer, mais de façon graduelle, pour que chaque petite réussite nourrisse la suivante.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Une échelle en cinq marches' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Construisez votre propre progression, de la situation la plus facile à la plus difficile. Voici un exemple :',
            },
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
                  content: [{ type: 'text', text: 'Dire bonjour et sourire au boulanger, au voisin, au chauffeur de bus, chaque jour.' }],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [{ type: 'text', text: 'Poser une question à un inconnu : demander son chemin, un conseil en librairie.' }],
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
                      text: "Engager une courte conversation dans un contexte collectif : un cours, une file d'attente, une soirée.",
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
                      text: "Prolonger une conversation avec une personne qui vous plaît, sans autre objectif que l'échange.",
                    },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: "Proposer un café à quelqu'un avec qui le courant passe." }] },
              ],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Restez sur une marche jusqu'à ce qu'elle devienne presque banale, puis passez à la suivante. Il n'y a aucune course : certains montent une marche par semaine, d'autres par mois.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Changer le regard sur l'erreur" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Le timide surestime énormément le regard des autres. Vous avez bafouillé en demandant l'heure ? La personne l'a oublié dans la minute ; vous, vous y repensez le soir. Les psychologues appellent cela l'effet projecteur : nous croyons être observés bien plus que nous ne le sommes réellement.",
            },
          ],
        },
        {
          type: 'blockquote',
          content: [
            {
              type: 'paragraph',
              content: [{ type: 'text', text: "Personne ne vous regarde autant que vous le croyez. C'est une excellente nouvelle." }],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Tenez un petit carnet de vos réussites, même minuscules : « J'ai demandé conseil à un vendeur », « J'ai parlé cinq minutes avec la nouvelle collègue ». Relisez-le quand le doute revient. Votre cerveau retient les échecs ; il faut l'aider à retenir les progrès.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Votre timidité a aussi des qualités' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Les personnes timides sont souvent attentives, sensibles, d'excellentes oreilles. Ce sont des qualités précieuses dans une relation. L'objectif n'est pas de devenir l'animateur de toutes les soirées, mais d'être assez à l'aise pour que ces qualités puissent se montrer. Pour la suite de votre progression, lisez nos conseils pour ",
            },
            { type: 'text', text: 'encaisser un refus', marks: [{ type: 'link', attrs: { href: '/articles?tag=rejet' } }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  },
  {
    uid: 'encaisser-un-refus-sans-le-prendre-pour-soi',
    title: 'Encaisser un refus sans le prendre pour soi',
    excerpt:
      "Un refus fait mal, mais il ne dit rien de votre valeur. Comment le recevoir avec élégance, en tirer ce qui est utile et continuer d'avancer.",
    date: '2025-05-21T09:16:00.000Z',
    author: 'julien-marchand',
    categories: ['confiance-en-soi'],
    tags: ['rejet', 'authenticite'],
    menuOrder: 2,
    motif: 'shield',
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "« Non merci, je ne suis pas intéressée. » Quelques mots qui peuvent gâcher une journée entière. La peur du refus est sans doute ce qui empêche le plus d'hommes d'oser. Pourtant, apprendre à encaisser un non est l'une des compétences les plus libératrices qui soient : une fois le refus apprivoisé, tout devient possible.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Un refus n'est pas un jugement sur vous" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Quand une personne décline votre invitation, elle ne rend pas un verdict sur votre valeur. Elle répond à une question précise, à un moment précis, à partir de sa propre situation : elle est peut-être en couple, pas disponible émotionnellement, attirée par un autre type de personne, ou simplement pas d'humeur. La plupart de ces raisons n'ont rien à voir avec vous.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Et même quand il s'agit bien de vous, d'une absence d'attirance, cela ne dit rien de votre valeur en général. Vous n'êtes pas attiré par toutes les femmes que vous trouvez pourtant charmantes ; l'inverse est tout aussi vrai.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Recevoir le refus avec élégance' }] },
        {
          type: 'paragraph',
          content: [{ type: 'text', text: 'La manière dont vous accueillez un non en dit long sur vous. Les bons réflexes :' }],
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
                    { type: 'text', text: 'Remercier simplement', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' : « Pas de souci, merci de ta franchise. » Rien de plus.' },
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
                    { type: 'text', text: 'Ne pas négocier', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: ' : pas de « tu es sûre ? », pas de « laisse-moi une chance ». Un non est une réponse complète.',
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
                    { type: 'text', text: 'Ne pas se venger', marks: [{ type: 'bold' }] },
                    { type: 'text', text: " : ni remarque acide, ni message amer. Ils ne feraient que confirmer qu'elle a eu raison." },
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
                    { type: 'text', text: 'Rester cordial', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' si vous êtes amenés à vous recroiser.' },
                  ],
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Digérer l'émotion" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Encaisser avec élégance ne veut pas dire ne rien ressentir. La déception est normale, surtout si vous aviez des espoirs. Accordez-vous le droit d'être triste ou vexé un moment. Parlez-en à un ami, allez courir, écrivez ce que vous ressentez. Ce qu'il faut éviter, c'est de ruminer en boucle en cherchant ce que vous avez « mal fait ».",
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
                  text: 'Chaque refus est la preuve que vous avez osé. Ceux qui ne sont jamais refusés sont ceux qui ne demandent jamais.',
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Retenir ce qui est utile, et seulement ça' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Après quelques jours, posez-vous une seule question : y a-t-il quelque chose que je ferais différemment ? Parfois, la réponse est oui : vous avez proposé trop vite, dans un contexte inadapté. Notez-le. Parfois, la réponse est non, et c'est très bien aussi. Puis passez à autre chose.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Plus vous vivrez de refus, moins ils vous atteindront. Ce n'est pas de l'insensibilité : c'est de la maturité. Pour continuer à renforcer votre assurance, explorez la rubrique ",
            },
            { type: 'text', text: 'Confiance en soi', marks: [{ type: 'link', attrs: { href: '/articles?category=confiance-en-soi' } }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  },
  {
    uid: 'sois-toi-meme-ce-que-ca-veut-dire-concretement',
    title: '« Sois toi-même » : ce que ça veut dire concrètement',
    excerpt:
      "Le conseil le plus répété est aussi le plus flou. Être soi-même, ce n'est ni tout se permettre ni rester figé : c'est être sincère et en progrès.",
    date: '2025-08-29T09:58:00.000Z',
    author: 'claire-dumont',
    categories: ['confiance-en-soi'],
    tags: ['authenticite', 'conversation'],
    menuOrder: 3,
    motif: 'sun',
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "« Sois toi-même, ça va bien se passer. » Tout le monde vous l'a dit un jour, et vous êtes peut-être reparti avec cette question : mais concrètement, qu'est-ce que ça veut dire ? Faut-il arriver en jogging, dire tout ce qui passe par la tête, ne faire aucun effort ? Évidemment non. Être soi-même est une idée juste, à condition de bien la comprendre.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Ce que ça ne veut pas dire' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Être soi-même ne signifie pas renoncer à progresser. Apprendre à mieux écouter, soigner sa tenue ou travailler sa confiance, ce n'est pas devenir quelqu'un d'autre : c'est développer la meilleure version de vous. De la même manière qu'on s'habille bien pour un entretien sans se trahir, on peut faire des efforts pour un rendez-vous sans jouer un rôle.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Cela ne veut pas dire non plus tout dire, tout le temps. La franchise n'oblige pas à déballer ses doutes les plus intimes dès le premier café.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Ce que ça veut dire vraiment' }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Ne pas mentir sur qui vous êtes', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: ' : vos goûts, votre métier, vos intentions. Si vous ne supportez pas la randonnée, ne prétendez pas adorer ça.',
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
                    { type: 'text', text: 'Assumer vos opinions', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ", avec respect : il n'est pas nécessaire d'être d'accord sur tout pour s'apprécier." },
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
                    { type: 'text', text: 'Montrer vos vraies passions', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: ", même si elles vous semblent peu séduisantes. Un homme qui parle avec enthousiasme de maquettes de trains est plus attirant qu'un homme qui feint de s'intéresser à la mode.",
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
                    { type: 'text', text: 'Exprimer ce que vous ressentez', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' : votre intérêt, votre plaisir, votre nervosité aussi.' },
                  ],
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Pourquoi les rôles ne tiennent pas' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Les méthodes de séduction qui vous apprennent à jouer un personnage dominant, mystérieux ou distant peuvent donner l'illusion de fonctionner au début. Mais un rôle s'épuise. Tôt ou tard, la personne découvre celui qui se cachait derrière, et la relation repose sur un malentendu. Pire : vous passez votre temps à vous surveiller au lieu de profiter du moment.",
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
                  text: "Si vous plaisez en jouant un rôle, c'est le rôle qui plaît. Et vous devrez le jouer pour toujours.",
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Un exercice simple' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Listez trois choses que vous aimez vraiment chez vous, et trois choses que vous avez tendance à cacher en rendez-vous. Pour chacune des secondes, demandez-vous : est-ce vraiment un défaut, ou une simple différence ? Vous découvrirez souvent que ce que vous dissimulez fait partie de votre charme.',
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Être soi-même demande du courage : celui de risquer de ne pas plaire à tout le monde pour plaire vraiment à quelqu'un. Pour aller plus loin, lisez notre article sur ",
            },
            { type: 'text', text: "l'art de parler de soi", marks: [{ type: 'link', attrs: { href: '/articles?tag=conversation' } }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  },
  {
    uid: 'le-langage-corporel-posture-regard-et-gestes',
    title: 'Le langage corporel : posture, regard et gestes',
    excerpt:
      "Avant même de parler, votre corps s'exprime. Quelques ajustements simples pour paraître plus ouvert et plus sûr de vous, sans jouer la comédie.",
    date: '2025-11-21T08:23:00.000Z',
    author: 'antoine-lefevre',
    categories: ['confiance-en-soi', 'style-et-presentation'],
    tags: ['langage-corporel', 'timidite'],
    menuOrder: 4,
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Votre interlocutrice se fait une première impression en quelques secondes, bien avant d'avoir entendu vos meilleures anecdotes. Posture, regard, gestes : le corps parle en permanence, et souvent plus fort que les mots. La bonne nouvelle, c'est qu'il suffit de quelques ajustements pour qu'il raconte une histoire d'aisance plutôt que de malaise.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'La posture : occuper sa place' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Le stress nous pousse à nous faire petits : épaules voûtées, tête baissée, bras serrés contre le corps. Redressez-vous sans vous raidir : imaginez un fil qui tire doucement le sommet de votre crâne vers le haut, relâchez les épaules vers l'arrière et vers le bas. Assis, calez-vous dans le fond de la chaise plutôt que sur le bord, comme prêt à fuir.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Évitez l'excès inverse : jambes très écartées, bras étalés sur les dossiers voisins. Occuper sa place ne signifie pas envahir celle des autres.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Le regard : présent, pas insistant' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Un regard qui fuit donne une impression de gêne ou de désintérêt ; un regard qui fixe sans ciller met mal à l'aise. Le bon équilibre : regarder votre interlocutrice quand elle parle, avec des pauses naturelles, et un peu moins quand c'est vous qui parlez, le temps de réfléchir. Si soutenir le regard vous est difficile, regardez le haut de son visage, entre les yeux : l'effet est le même.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Les gestes : ouverts et posés' }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Mains visibles', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: ' : posées sur la table ou accompagnant la parole. Les mains cachées dans les poches ou sous la table trahissent la tension.',
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
                    { type: 'text', text: 'Bras décroisés', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' : les bras croisés sont parfois simplement confortables, mais ils ferment la posture.' },
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
                    { type: 'text', text: 'Gestes lents', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: ' : la nervosité accélère tout. Ralentir vos mouvements vous rend plus posé, et finit par vous apaiser réellement.',
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
                    { type: 'text', text: 'Pas de tics', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: " : tapoter la table, jouer avec son téléphone ou secouer la jambe attire l'attention sur votre stress.",
                    },
                  ],
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Le sourire et la distance' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Un sourire sincère à l'arrivée détend immédiatement l'atmosphère. Inutile de le maintenir en permanence : laissez-le revenir naturellement quand quelque chose vous amuse. Quant à la distance, respectez l'espace personnel de l'autre. Rapprochez-vous seulement si elle fait de même, et reculez d'un pas si elle se recule.",
            },
          ],
        },
        {
          type: 'blockquote',
          content: [
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: "Le langage corporel le plus séduisant est celui de quelqu'un qui se sent bien là où il est." },
              ],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Entraînez-vous dans des situations sans enjeu : au travail, avec des amis, en réunion. Au bout de quelques semaines, ces attitudes deviendront naturelles, et votre assurance intérieure suivra. Pour compléter votre présence, découvrez nos conseils sur ',
            },
            {
              type: 'text',
              text: 'le style et la présentation',
              marks: [{ type: 'link', attrs: { href: '/articles?category=style-et-presentation' } }],
            },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  },
  {
    uid: 'rebondir-apres-une-rupture',
    title: 'Rebondir après une rupture',
    excerpt:
      "Avant de se relancer dans les rencontres, il faut digérer ce qui s'est terminé. Les étapes pour se reconstruire et savoir quand on est prêt.",
    date: '2026-03-01T08:05:00.000Z',
    author: 'helene-rousseau',
    categories: ['confiance-en-soi', 'relation-durable'],
    tags: ['rupture', 'authenticite'],
    menuOrder: 5,
    motif: 'sun',
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Une rupture, même quand on l'a voulue, laisse un vide. Les habitudes à deux s'effondrent, les amis communs se répartissent, et l'avenir qu'on imaginait disparaît d'un coup. Face à ce vide, la tentation est grande de le combler au plus vite en se jetant sur les applications. C'est rarement une bonne idée.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "S'autoriser le chagrin" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Beaucoup d'hommes ont appris à « serrer les dents » et à passer à autre chose sans rien montrer. Mais une peine qu'on refuse de vivre ne disparaît pas : elle ressurgit plus tard, souvent au mauvais moment, dans la relation suivante. Accordez-vous le droit d'être triste, en colère, perdu. Parlez-en à des amis de confiance, écrivez, et si la douleur reste écrasante au bout de plusieurs semaines, n'hésitez pas à consulter un professionnel.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Couper pour guérir' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Il est difficile de tourner la page tant qu'on relit l'histoire chaque soir. Quelques mesures aident vraiment :",
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
                      text: 'Limiter, au moins un temps, les contacts avec votre ex, sauf nécessité pratique ou enfants en commun.',
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
                  content: [{ type: 'text', text: 'Arrêter de consulter ses réseaux sociaux : chaque photo rouvre la plaie.' }],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [{ type: 'text', text: 'Ranger, sans forcément les jeter, les objets qui vous ramènent sans cesse à elle.' }],
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Se retrouver soi-même' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Une relation longue façonne nos habitudes, parfois au point qu'on ne sait plus très bien ce qu'on aime seul. Profitez de cette période pour reprendre contact avec vous-même : renouer avec un sport abandonné, revoir des amis perdus de vue, voyager, apprendre quelque chose de nouveau. Ce n'est pas une distraction, c'est une reconstruction.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "C'est aussi le moment de réfléchir, sans vous accabler, à ce que cette relation vous a appris : ce dont vous avez besoin, ce que vous ne voulez plus, la part qui vous revient dans ce qui n'a pas fonctionné.",
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
                  text: "On n'est pas prêt à rencontrer quelqu'un quand on ne souffre plus du tout, mais quand on ne cherche plus quelqu'un pour réparer la souffrance.",
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Savoir quand on est prêt' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Quelques signes qui ne trompent pas : vous pouvez penser à votre ex sans colère ni nostalgie envahissante, vous n'avez pas envie de parler d'elle à chaque rendez-vous, et vous cherchez à rencontrer une personne nouvelle plutôt qu'à remplacer l'ancienne. Si vous vous surprenez à comparer chaque femme à votre ex, laissez-vous encore un peu de temps.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Quand le moment viendra, vous arriverez en rendez-vous plus serein, plus lucide, et plus disponible. Pour reprendre confiance en douceur, lisez nos articles sur ',
            },
            { type: 'text', text: "l'authenticité", marks: [{ type: 'link', attrs: { href: '/articles?tag=authenticite' } }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  },
  {
    uid: 'faire-taire-le-critique-interieur',
    title: 'Faire taire le critique intérieur',
    excerpt:
      "« Elle ne s'intéressera jamais à moi », « Je vais dire une bêtise » : cette petite voix sabote vos rencontres. Comment lui répondre.",
    date: '2026-05-24T07:30:00.000Z',
    author: 'julien-marchand',
    categories: ['confiance-en-soi'],
    tags: ['timidite', 'rejet'],
    menuOrder: 6,
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Vous la connaissez sans doute, cette voix intérieure qui commente chacun de vos élans : « Pourquoi elle s'intéresserait à toi ? », « Tu vas encore bafouiller », « Tu as vu l'heure à laquelle tu as répondu, elle va te trouver bizarre. » Ce critique intérieur ne se contente pas de vous rendre malheureux : il vous fait renoncer avant même d'avoir essayé.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Repérer la voix' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "La première étape consiste à remarquer ces pensées au lieu de les prendre pour la vérité. Pendant une semaine, notez celles qui reviennent le plus souvent, surtout avant ou après une interaction sociale. Vous découvrirez qu'elles tournent autour de quelques thèmes récurrents : « Je ne suis pas intéressant », « Je ne suis pas assez beau », « Je vais être ridicule ».",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Le simple fait de les écrire les met à distance. Ce ne sont plus des faits, ce sont des pensées, et une pensée peut être discutée.',
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Lui répondre comme à un ami' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Imaginez qu'un ami vous dise : « Je n'ose pas l'inviter, je suis sûr qu'elle me trouve nul. » Vous ne lui répondriez jamais « Tu as raison, tu es nul. » Vous lui diriez plutôt : « Qu'est-ce qui te fait croire ça ? Tu n'en sais rien. Et au pire, elle dira non. » Apprenez à vous parler avec la même bienveillance.",
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
                    { type: 'text', text: 'Cherchez les preuves', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' : quels faits soutiennent cette pensée ? Quels faits la contredisent ?' },
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
                    { type: 'text', text: 'Nuancez', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: " : remplacez « je suis toujours maladroit » par « il m'arrive d'être maladroit, comme tout le monde ».",
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
                    { type: 'text', text: 'Dédramatisez', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: " : « Et si ça arrivait vraiment, qu'est-ce qui se passerait ? » La réponse est presque toujours supportable.",
                    },
                  ],
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Agir malgré la voix' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "N'attendez pas que le critique se taise pour agir : il ne se taira jamais complètement. Les personnes à l'aise socialement ont elles aussi des doutes ; simplement, elles agissent quand même. C'est l'action qui, peu à peu, fournit des preuves contraires et affaiblit la voix.",
            },
          ],
        },
        {
          type: 'blockquote',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: "La confiance ne précède pas l'action : elle en découle." }] }],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Prendre soin du terrain' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Le critique intérieur est plus bruyant quand vous êtes fatigué, isolé ou stressé. Le sommeil, l'activité physique et des liens réguliers avec vos proches ne sont pas des détails : ce sont les fondations sur lesquelles la confiance se construit. Et si ces pensées deviennent envahissantes au point de vous empêcher de vivre, un psychologue peut vous aider efficacement.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Pour mettre ces principes en pratique, lisez notre programme pour ' },
            { type: 'text', text: 'surmonter la timidité', marks: [{ type: 'link', attrs: { href: '/articles?tag=timidite' } }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  },
  {
    uid: 'profiter-de-son-celibat-pour-se-construire',
    title: 'Profiter de son célibat pour se construire',
    excerpt:
      "Le célibat n'est pas une salle d'attente. C'est une période précieuse pour développer une vie riche, qui vous rendra plus épanoui et plus attirant.",
    date: '2026-09-01T07:12:00.000Z',
    author: 'claire-dumont',
    categories: ['confiance-en-soi'],
    tags: ['authenticite', 'vie-sociale'],
    menuOrder: 7,
    motif: 'sun',
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Beaucoup d'hommes vivent leur célibat comme une salle d'attente : une période vide entre deux relations, qu'il faudrait écourter au plus vite. Cette vision a un coût. Elle transforme chaque rendez-vous en enjeu énorme, rend l'attente douloureuse et pousse parfois à s'engager avec la mauvaise personne. Et si vous regardiez ce temps autrement ?",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Une vie pleine attire' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Une personne épanouie, qui a des passions, des amis et des projets, est naturellement plus attirante qu'une personne qui attend d'être complétée par quelqu'un. Non pas parce qu'elle joue l'indifférence, mais parce qu'elle a des choses à partager, une énergie communicative, et qu'elle ne fait pas peser sur l'autre la responsabilité de son bonheur.",
            },
          ],
        },
        { type: 'paragraph', content: [{ type: 'text', text: 'Le célibat est le moment idéal pour construire cette vie-là.' }] },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Quatre chantiers à ouvrir' }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Votre corps', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: ' : trouver une activité physique qui vous plaît vraiment, mieux dormir, cuisiner pour vous. Pas pour ressembler à un mannequin, mais pour vous sentir bien.',
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
                    { type: 'text', text: 'Votre cercle', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: ' : reprendre contact avec les amis négligés, accepter les invitations, organiser des sorties. Une vie sociale riche protège de la solitude et multiplie les rencontres.',
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
                    { type: 'text', text: 'Vos passions', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: ' : reprendre la guitare, apprendre une langue, vous engager dans une association. Ce qui vous passionne vous rend intéressant.',
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
                    { type: 'text', text: 'Votre intérieur', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' : un logement agréable et rangé, où vous aimez être, change votre rapport au quotidien.' },
                  ],
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Apprendre à être bien seul' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Savoir passer une soirée seul sans se sentir abandonné est une force. Aller au cinéma seul, dîner seul au restaurant avec un livre, partir en week-end en solitaire : ces expériences renforcent votre autonomie. Une personne qui est bien seule choisit une relation par envie, pas par besoin, et ce choix est bien plus solide.',
            },
          ],
        },
        {
          type: 'blockquote',
          content: [
            {
              type: 'paragraph',
              content: [{ type: 'text', text: "On ne cherche pas quelqu'un pour remplir sa vie, mais pour la partager." }],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Rester ouvert sans être obsédé' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Profiter de son célibat ne signifie pas fermer la porte aux rencontres. Vous pouvez tout à fait utiliser les applications ou accepter un rendez-vous, mais avec une autre disposition d'esprit : si la rencontre est belle, tant mieux ; sinon, votre vie reste pleine. Cette légèreté se ressent, et elle rend les rendez-vous beaucoup plus agréables, pour vous comme pour l'autre.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Pour enrichir votre vie sociale, lisez notre article sur ' },
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
];
