import type { DemoArticleSource } from '../types.ts';

export const relationArticles: DemoArticleSource[] = [
  {
    uid: 'consentement-demander-ecouter-respecter',
    title: 'Consentement : demander, écouter, respecter',
    excerpt:
      "Le consentement n'est pas une formalité qui casse l'ambiance : c'est le socle de toute relation. Comment le vivre simplement, à chaque étape.",
    date: '2025-04-01T18:25:00.000Z',
    author: 'helene-rousseau',
    categories: ['relation-durable', 'premier-rendez-vous'],
    tags: ['consentement', 'ecoute', 'langage-corporel'],
    menuOrder: 37,
    motif: 'heart',
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Beaucoup d'hommes redoutent qu'une question comme « Est-ce que je peux t'embrasser ? » brise la magie du moment. C'est l'inverse : savoir que l'autre est attentif à ses envies est profondément rassurant, et rien n'est plus séduisant que de se sentir en confiance. Le consentement n'est pas une contrainte juridique plaquée sur la séduction, c'est sa condition même.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Ce que veut dire consentir' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Le consentement, c'est un accord libre, éclairé et enthousiaste, à chaque étape. Libre : sans pression, sans insistance, sans chantage affectif. Éclairé : la personne sait à quoi elle dit oui et n'est pas sous l'emprise de l'alcool au point de ne plus pouvoir en juger. Enthousiaste : un « bon, d'accord » arraché après trois refus n'est pas un oui. Et il est réversible : on peut dire oui à un baiser et non à la suite, ou changer d'avis en cours de route.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Demander, simplement' }] },
        {
          type: 'paragraph',
          content: [{ type: 'text', text: "Demander n'a rien d'un interrogatoire. Quelques formulations naturelles :" }],
        },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: "« J'ai très envie de t'embrasser. Et toi ? »" }] }],
            },
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: "« Tu veux qu'on prolonge la soirée, ou tu préfères rentrer ? »" }] },
              ],
            },
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: "« Ça te va, là ? Dis-moi si tu veux qu'on ralentisse. »" }] },
              ],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Le ton compte : une question posée avec douceur et un sourire est intime, pas administrative. Et elle vous évite des malentendus qui peuvent avoir de lourdes conséquences.',
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Écouter au-delà des mots' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Le consentement s'exprime aussi par le corps. Un recul, une raideur, un regard fuyant, des réponses évasives ou une absence de réaction sont des signaux d'arrêt, même sans « non » explicite. Dans le doute, arrêtez-vous et demandez. Le silence n'est jamais un oui.",
            },
          ],
        },
        {
          type: 'blockquote',
          content: [
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: "Seul un oui clair est un oui. Tout le reste est une invitation à s'arrêter et à demander." },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Accueillir un non' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "La manière dont vous recevez un refus est décisive. « D'accord, pas de souci » suffit, dit sans soupir ni bouderie. Ne demandez pas pourquoi, n'insistez pas plus tard dans la soirée, ne faites pas payer ce refus par de la froideur. Un non à un geste n'est pas un non à votre personne : beaucoup de belles histoires ont commencé par « pas ce soir ».",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Dans la durée' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Le consentement ne s'arrête pas au premier rendez-vous. Dans un couple installé aussi, chacun reste libre de ses envies au jour le jour. Continuer à demander, à écouter et à respecter est une marque d'attention qui nourrit la confiance et le désir. Pour bien vivre la fin d'un premier rendez-vous, lisez notre article sur ",
            },
            {
              type: 'text',
              text: "l'art de conclure",
              marks: [{ type: 'link', attrs: { href: '/articles?category=premier-rendez-vous' } }],
            },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  },
  {
    uid: 'definir-la-relation-quand-et-comment-en-parler',
    title: 'Définir la relation : quand et comment en parler',
    excerpt:
      '« On est quoi, exactement ? » Cette conversation fait peur, mais elle évite bien des malentendus. Le bon moment et les bons mots.',
    date: '2025-07-27T07:24:00.000Z',
    author: 'helene-rousseau',
    categories: ['relation-durable'],
    tags: ['vie-de-couple', 'authenticite', 'conversation'],
    menuOrder: 38,
    motif: 'rings',
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Vous vous voyez depuis quelques semaines, vous passez de bons moments, mais vous ne savez pas vraiment où vous en êtes. Voyez-vous d'autres personnes ? Est-ce une histoire sérieuse ? Beaucoup de couples restent longtemps dans ce flou, par peur de poser la question et de recevoir une réponse décevante. Pourtant, en parler est presque toujours libérateur.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Pourquoi cette conversation compte' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Le flou protège en apparence, mais il use. L'un des deux finit souvent par s'investir davantage que l'autre, par interpréter chaque silence, par se retenir de dire ce qu'il ressent. Clarifier la relation, ce n'est pas exiger un engagement : c'est s'assurer que vous avancez dans la même direction, ou découvrir à temps que ce n'est pas le cas.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Quand en parler' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: "Il n'y a pas de calendrier universel, mais quelques signaux indiquent que le moment est venu :" },
          ],
        },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: 'vous vous voyez régulièrement depuis plusieurs semaines ;' }] },
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
                      text: "vous vous posez la question de l'exclusivité, ou vous envisagez de supprimer vos applications ;",
                    },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: 'vous commencez à faire des projets à plusieurs semaines ;' }] },
              ],
            },
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: "l'incertitude vous pèse et occupe vos pensées." }] }],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Choisissez un moment calme, en tête-à-tête, sans urgence : pas par message, pas au milieu d'une soirée entre amis, pas juste après une dispute.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Comment en parler' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Commencez par ce que vous ressentez, plutôt que par une question qui met l'autre sur la sellette. « On est quoi, nous deux ? » peut sembler abrupt. Essayez plutôt :",
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
                  text: "« J'aime beaucoup ce qu'on vit ensemble, et je me rends compte que je n'ai pas envie de voir quelqu'un d'autre. J'aimerais savoir comment toi, tu vois les choses. »",
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
              text: "Vous vous exposez en premier, ce qui rend la réponse plus facile pour l'autre. Puis écoutez vraiment, sans interrompre, même si la réponse n'est pas celle que vous espériez.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Accueillir toutes les réponses' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Si elle partage votre envie, formidable : vous pouvez parler concrètement de ce que cela implique pour vous deux. Si elle a besoin de temps, respectez-le, tout en restant honnête sur vos propres besoins. Et si vos attentes divergent vraiment, l'une voulant une relation exclusive, l'autre non, mieux vaut le savoir maintenant que dans six mois. Une séparation à ce stade est douloureuse, mais bien moins qu'une relation construite sur un malentendu.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Cette conversation n'est d'ailleurs pas unique : une relation évolue, et il est sain d'en reparler régulièrement. Pour la suite, découvrez nos conseils pour ",
            },
            { type: 'text', text: 'communiquer dans le couple', marks: [{ type: 'link', attrs: { href: '/articles?tag=vie-de-couple' } }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  },
  {
    uid: 'communiquer-sans-reproche',
    title: 'Communiquer sans reproche',
    excerpt:
      "« Tu ne m'écoutes jamais » ouvre une dispute ; « J'ai besoin que tu m'écoutes » ouvre un dialogue. Comment exprimer un besoin sans accuser.",
    date: '2025-12-08T09:40:00.000Z',
    author: 'claire-dumont',
    categories: ['relation-durable'],
    tags: ['vie-de-couple', 'ecoute', 'conversation'],
    menuOrder: 39,
    motif: 'bubbles',
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Dans un couple, ce n'est pas l'existence de désaccords qui pose problème, c'est la façon de les exprimer. Une même frustration peut ouvrir une conversation constructive ou déclencher une dispute, selon les mots choisis. La différence tient souvent à un seul mot : « tu » ou « je ».",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Le piège du « tu » accusateur' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "« Tu es toujours en retard », « Tu ne penses qu'à ton travail », « Tu ne fais jamais attention à moi. » Ces phrases partent d'un ressenti légitime, mais elles sont formulées comme des accusations. L'autre entend une attaque, et réagit en se défendant : « C'est faux, la semaine dernière j'étais à l'heure ! » Le débat glisse alors sur les faits, et le vrai sujet, ce que vous ressentez, disparaît.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Les mots « toujours » et « jamais » aggravent encore les choses : ils sont presque toujours faux, et donnent à l'autre une occasion facile de contester.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Parler de soi : la méthode en quatre temps' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Une structure simple aide à exprimer une frustration sans accuser :' }] },
        {
          type: 'orderedList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Le fait', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ", décrit sans jugement : « Samedi, tu es arrivée une heure après l'heure prévue. »" },
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
                    { type: 'text', text: 'Le ressenti', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' : « Je me suis senti mis de côté, et un peu inquiet aussi. »' },
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
                    { type: 'text', text: 'Le besoin', marks: [{ type: 'bold' }] },
                    { type: 'text', text: " : « J'ai besoin de sentir que nos moments comptent pour toi. »" },
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
                    { type: 'text', text: 'La demande', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: ', concrète et négociable : « Est-ce que tu pourrais me prévenir quand tu sais que tu seras en retard ? »',
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
              text: "Cette méthode, inspirée de la communication non violente, peut sembler artificielle au début. Avec la pratique, elle devient naturelle, et vous n'avez pas besoin de l'appliquer à la lettre : l'essentiel est de parler de ce que vous vivez plutôt que de ce que l'autre est.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Écouter la réponse' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Exprimer un besoin n'est que la moitié du chemin. Quand votre partenaire répond, écoutez-la sans préparer votre contre-argument. Elle a peut-être des contraintes que vous ignoriez, ou un ressenti à partager elle aussi. Reformulez pour vérifier que vous avez compris : « Si je comprends bien, tu te sens débordée en ce moment et tu as l'impression que je ne le vois pas ? »",
            },
          ],
        },
        {
          type: 'blockquote',
          content: [
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: 'Dans une dispute, on cherche à avoir raison. Dans un dialogue, on cherche à se comprendre.' },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Choisir le moment' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Évitez d'aborder un sujet sensible quand l'un de vous est fatigué, pressé ou devant des amis. Proposez plutôt : « J'aimerais qu'on parle de quelque chose qui me tracasse, ce soir ou demain, quand tu veux. » Et n'attendez pas que les frustrations s'accumulent : mieux vaut dix petites conversations qu'une grande explosion.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Pour approfondir, relisez notre article sur ' },
            { type: 'text', text: "l'écoute active", marks: [{ type: 'link', attrs: { href: '/articles?tag=ecoute' } }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  },
  {
    uid: 'traverser-la-premiere-dispute',
    title: 'Traverser la première dispute',
    excerpt:
      "La première dispute n'annonce pas la fin de l'histoire : c'est une étape. Comment la vivre sans blesser, et en sortir plus proches.",
    date: '2026-05-07T18:13:00.000Z',
    author: 'helene-rousseau',
    categories: ['relation-durable'],
    tags: ['vie-de-couple', 'ecoute'],
    menuOrder: 40,
    motif: 'rings',
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Les premiers mois, tout semble facile. Puis un soir, pour un retard, une remarque ou un malentendu, le ton monte. Cette première dispute inquiète souvent : et si c'était le début de la fin ? Rassurez-vous : tous les couples se disputent. Ce qui compte, ce n'est pas d'éviter les conflits, c'est de savoir les traverser sans abîmer la relation.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Ce qu'une dispute révèle" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Une dispute n'est presque jamais vraiment à propos de son sujet apparent. Derrière « Tu as encore oublié de rappeler le restaurant » se cache souvent un besoin plus profond : se sentir soutenue, compter, être prise au sérieux. Chercher ce besoin, plutôt que de débattre du restaurant, change tout.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Pendant la dispute : les règles qui protègent' }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: "Pas d'attaques personnelles", marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: " : critiquer un comportement est légitime, attaquer la personne ne l'est pas. « Tu es égoïste » blesse durablement ; « Je me suis senti seul ce soir » se discute.",
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
                    { type: 'text', text: "Pas d'inventaire", marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' : ressortir toutes les erreurs passées transforme un désaccord en procès.' },
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
                    { type: 'text', text: 'Pas de mépris', marks: [{ type: 'bold' }] },
                    {
                      type: 'text',
                      text: ' : le sarcasme, les yeux levés au ciel et les imitations moqueuses sont parmi les comportements les plus destructeurs dans un couple.',
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
                    { type: 'text', text: 'Pas de menace', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' de rupture lancée sous le coup de la colère.' },
                  ],
                },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Savoir faire une pause' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Quand la colère monte trop, la discussion devient stérile : on n'écoute plus, on cherche à gagner. Proposer une pause n'est pas fuir, à condition de fixer un retour : « Je suis trop énervé pour bien parler maintenant. Je vais marcher vingt minutes, et on en reparle calmement. » Claquer la porte sans un mot, en revanche, laisse l'autre dans l'angoisse.",
            },
          ],
        },
        {
          type: 'blockquote',
          content: [
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: "Une dispute réussie n'a pas de gagnant : elle a deux personnes qui se comprennent un peu mieux." },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Après la dispute : réparer' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "La réconciliation est le moment le plus important. Revenez sur ce qui s'est passé, à froid : ce que chacun a ressenti, ce qui a blessé, ce que vous pourriez faire autrement. Excusez-vous sincèrement pour votre part, sans « mais » : « Je suis désolé de t'avoir parlé sur ce ton », et non « Je suis désolé, mais tu m'avais énervé ».",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Un geste tendre, un moment agréable ensemble, une blague partagée aident aussi à refermer la parenthèse. Les couples solides ne sont pas ceux qui ne se disputent jamais, mais ceux qui savent se retrouver après.',
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Quand s'inquiéter" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Si les disputes deviennent fréquentes, si l'un de vous a peur de l'autre, ou si les mêmes conflits reviennent sans jamais se résoudre, n'hésitez pas à consulter un thérapeute de couple. Ce n'est pas un aveu d'échec, c'est un investissement dans la relation. Pour mieux exprimer vos besoins au quotidien, lisez notre article sur ",
            },
            {
              type: 'text',
              text: 'la communication sans reproche',
              marks: [{ type: 'link', attrs: { href: '/articles?tag=vie-de-couple' } }],
            },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  },
  {
    uid: 'entretenir-la-complicite-au-fil-des-mois',
    title: 'Entretenir la complicité au fil des mois',
    excerpt:
      "Après l'euphorie des débuts vient le quotidien. Rituels, attention, nouveauté et humour : comment garder une relation vivante et complice.",
    date: '2026-08-16T18:55:00.000Z',
    author: 'claire-dumont',
    categories: ['relation-durable'],
    tags: ['vie-de-couple', 'humour', 'ecoute'],
    menuOrder: 41,
    motif: 'heart',
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Au début d'une relation, tout est nouveau : chaque conversation est une découverte, chaque rendez-vous une fête. Puis, doucement, la routine s'installe. Ce n'est pas un problème en soi : la stabilité est précieuse. Mais sans attention, la routine peut transformer deux amoureux en colocataires polis. Entretenir la complicité demande peu de choses, à condition de les faire régulièrement.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Les petites attentions quotidiennes' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'La complicité se nourrit moins de grands gestes que de petites attentions répétées. Un message dans la journée pour dire que vous pensez à elle, un café préparé le matin, un intérêt sincère pour sa réunion importante : ces gestes minuscules disent « je te vois ». Les chercheurs qui étudient les couples durables constatent que ce sont ces réponses aux petites sollicitations du quotidien qui font la différence.',
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Quand elle vous montre quelque chose, un article, un oiseau par la fenêtre, une anecdote, tournez-vous vers elle plutôt que de répondre distraitement depuis votre téléphone.',
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Créer des rituels à deux' }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'un petit-déjeuner sans écran le dimanche ;' }] }],
            },
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: 'une soirée par semaine réservée au couple, même à la maison ;' }] },
              ],
            },
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: 'une balade le soir pour raconter sa journée ;' }] }],
            },
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: "une série que vous ne regardez qu'ensemble." }] }],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: "Ces rendez-vous réguliers deviennent des points d'ancrage, surtout dans les périodes chargées." },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Introduire de la nouveauté' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "La nouveauté ravive l'étincelle des débuts. Faire ensemble quelque chose que vous n'avez jamais fait, un cours de danse, un week-end dans une ville inconnue, une recette compliquée, recrée l'excitation de la découverte. Continuez aussi à vous découvrir : vous ne connaissez jamais entièrement l'autre. Demandez-lui ce qui la fait rêver en ce moment, ce qui a changé dans sa vision des choses.",
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Garder l'humour" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Les couples complices ont leurs blagues, leurs surnoms, leurs références que personne d'autre ne comprend. Cultivez ce langage commun. Le rire désamorce les tensions, rappelle le plaisir d'être ensemble et allège les périodes difficiles. Sachez aussi rire de vous-même, et des petites catastrophes du quotidien.",
            },
          ],
        },
        {
          type: 'blockquote',
          content: [
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: "L'amour se déclare parfois en grand ; la complicité, elle, se construit en petit, chaque jour." },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Continuer à se séduire' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Ne cessez pas de faire des efforts parce que la relation est installée. Organisez encore des rendez-vous, complimentez-la, soignez-vous pour elle comme au début. La séduction n'est pas une phase de la relation : c'est une attention qui la traverse. Pour éviter que les tensions n'abîment cette complicité, lisez nos conseils pour ",
            },
            { type: 'text', text: 'traverser une dispute', marks: [{ type: 'link', attrs: { href: '/articles?tag=vie-de-couple' } }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  },
  {
    uid: 'garder-ses-amis-et-ses-passions-en-couple',
    title: 'Garder ses amis et ses passions en couple',
    excerpt:
      "Se fondre entièrement dans le couple est un piège. Pourquoi garder une vie à soi renforce la relation, et comment trouver l'équilibre.",
    date: '2026-11-17T18:37:00.000Z',
    author: 'julien-marchand',
    categories: ['relation-durable', 'confiance-en-soi'],
    tags: ['vie-de-couple', 'vie-sociale', 'authenticite'],
    menuOrder: 42,
    motif: 'rings',
    doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Au début d'une histoire, on a envie de passer chaque minute avec l'autre. Les soirées avec les amis s'espacent, l'entraînement de foot passe à la trappe, la guitare prend la poussière. C'est naturel, et les premières semaines, ce n'est pas grave. Mais si cela dure, vous risquez de perdre une partie de vous-même, et paradoxalement, d'appauvrir votre couple.",
            },
          ],
        },
        { type: 'paywallDivider' },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Pourquoi garder une vie à soi' }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Une relation saine réunit deux personnes complètes, pas deux moitiés. Vos amis, vos passions et vos projets personnels sont une part de ce qui a plu à votre partenaire. En y renonçant, vous devenez moins intéressant, y compris pour elle. Vous faites aussi peser sur le couple une responsabilité trop lourde : être votre unique source de joie, de soutien et de stimulation.',
            },
          ],
        },
        {
          type: 'paragraph',
          content: [{ type: 'text', text: "Avoir chacun ses activités, c'est aussi avoir des choses à se raconter le soir." }],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Les signes d'un déséquilibre" }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [{ type: 'paragraph', content: [{ type: 'text', text: "Vous n'avez pas vu vos amis proches depuis des mois." }] }],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: "Vous avez abandonné une activité qui vous tenait à cœur, sans vraiment l'avoir décidé." },
                  ],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: 'Vous vous sentez coupable de passer une soirée sans elle.' }] },
              ],
            },
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: 'Vous ne savez plus très bien ce que vous aimez faire seul.' }] },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "Trouver l'équilibre" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Il ne s'agit pas de défendre votre indépendance comme un territoire, mais de construire un équilibre qui convient à tous les deux. Parlez-en ouvertement : « J'aimerais reprendre le foot le mardi soir, et voir les copains un samedi par mois. Et toi, de quoi tu aurais envie pour toi ? » Encouragez-la tout autant à cultiver ses propres amitiés et passions.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Partagez aussi une partie de vos mondes respectifs : présentez-lui vos amis, emmenez-la voir un match, intéressez-vous à ses activités. Mais vous n'êtes pas obligés de tout faire ensemble.",
            },
          ],
        },
        {
          type: 'blockquote',
          content: [
            {
              type: 'paragraph',
              content: [
                { type: 'text', text: 'Un couple solide, ce sont deux vies qui se rejoignent, pas une vie qui en absorbe une autre.' },
              ],
            },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: "La confiance, condition de l'équilibre" }] },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: "Laisser à l'autre sa liberté demande de la confiance, et la nourrit en retour. Si voir votre partenaire sortir sans vous provoque une forte inquiétude, c'est un sujet à explorer, seul ou ensemble, plutôt qu'à régler par le contrôle. Personne ne devrait avoir à demander la permission de voir ses amis.",
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Gardez vos amis, vos passions et vos rêves : ils font de vous un partenaire plus épanoui. Pour nourrir votre vie sociale, relisez notre article sur ',
            },
            {
              type: 'text',
              text: 'les loisirs comme source de rencontres',
              marks: [{ type: 'link', attrs: { href: '/articles?tag=vie-sociale' } }],
            },
            { type: 'text', text: '.' },
          ],
        },
      ],
    },
  },
];
