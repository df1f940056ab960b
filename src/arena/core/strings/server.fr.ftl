# Les refus du serveur (arena.server) : pourquoi une requête ou un message du websocket est
# refusé, et ce que la personne peut faire. Codes, noms de champs, nombres et réglages sont de la notation.

## jetons des places, jeton du créateur
server-bad-token-header = L’en-tête Authorization doit contenir « Bearer » puis le jeton de la place : rouvrez la partie depuis son lien.
server-token-needed = { $seat } a besoin de son jeton : ouvrez la partie depuis le lien de cette place.
server-bad-token = Ce jeton n’ouvre aucune place de cette partie : rejoignez-la depuis son lien.
server-not-your-seat = Votre jeton est celui de { $mine }, pas de { $seat } : jouez depuis le lien de votre propre place.
server-spectator-cannot-play = Les spectateurs ne peuvent pas jouer : ouvrez la partie depuis le lien d’une place pour jouer.
server-cancel-needs-token = Annuler une partie demande le jeton de son créateur : annulez-la depuis le navigateur qui l’a créée.
server-not-the-creator = Seul le créateur de la partie peut l’annuler : ce jeton n’est pas le sien.
server-nothing-to-cancel = La partie est terminée : il n’y a rien à annuler.
server-too-many-failed-tokens = Trop de jetons erronés sont venus de votre adresse : réessayez dans { $wait } s.

## parties
server-unknown-room = Il n’y a pas de partie « { $room } » : vérifiez le lien, ou créez une nouvelle partie.
server-room-cancelled = Cette partie a été annulée par son créateur : créez-en une nouvelle pour jouer.
server-room-expired = Cette partie a expiré, personne n’y ayant joué depuis longtemps : créez-en une nouvelle pour jouer.
server-room-stopped = Cette partie a été arrêtée : ses agents demandent plus que ce que ce serveur permet désormais. Créez-en une nouvelle pour jouer.
server-room-unavailable = Ce serveur ne peut plus charger cette partie (le jeu a changé depuis son début) : créez-en une nouvelle.
server-not-finished = Le replay s’affiche une fois la partie terminée : revenez quand elle sera finie.
server-bad-seats = { $game } avec ces options a { $n } places, mais la requête en donne { $got } : donnez-en une par place.
server-unknown-game = Ce serveur n’a pas ce jeu : choisissez-en un dans la liste des jeux.
server-bad-options = Ces options ne conviennent pas à ce jeu : { $detail }
server-no-hints = Ce jeu n’a pas d’aide pour cela.
server-bad-hint-query = Le jeu ne sait pas répondre à cette demande d’aide : demandez l’une des sortes qu’il connaît.

## tutoriels
server-no-tutorial = { $game } n’a pas de tutoriel : commencez plutôt une partie ordinaire.
server-tutorial-takes-nothing = Une partie tutoriel prend ses options, sa graine et ses places dans le tutoriel : n’en donnez aucun.
server-broken-tutorial = Ce tutoriel est défectueux sur le serveur : commencez plutôt une partie ordinaire.

## agents
server-bad-agent-spec = Cette description d’agent est illisible : écrivez le nom d’un agent, puis ses paramètres en clé=valeur séparés par des virgules (mcts:iters=200).
server-unknown-agent = « { $agent } » n’est pas un agent connu : choisissez parmi { $known }.
server-agent-takes-no-parameters = L’agent { $agent } ne prend aucun paramètre sur ce serveur : donnez son nom seul.
server-agent-no-such-parameter = L’agent { $agent } n’a pas de paramètre { $key } : ses paramètres sont { $known }.
server-agent-not-number = { $agent } : { $key }={ $value } n’est pas un nombre : donnez un nombre.
server-agent-not-number-or = { $agent } : { $key }={ $value } n’est ni { $words } ni un nombre.
server-agent-one-of = { $agent } : { $key }={ $value } n’est pas l’une des valeurs { $words }.
server-agent-not-finite = { $agent } : { $key }={ $value } n’est pas un nombre fini.
server-agent-not-whole = { $agent } : { $key }={ $value } n’est pas un nombre entier.
server-agent-at-least = { $agent } : { $key } doit valoir au moins { $least } (reçu { $value }).
server-agent-at-least-or = { $agent } : { $key } doit valoir au moins { $least } (ou { $special }) (reçu { $value }).
server-agent-at-most = { $agent } : { $key } doit valoir au plus { $cap } (reçu { $value }).
server-agent-over-limit = { $agent } : { $key }={ $value } dépasse la limite de ce serveur : au plus { $cap } ({ $setting }).
server-agent-default-over-limit = mcts : les { $default } itérations par défaut dépassent la limite de ce serveur : donnez iters (au plus { $cap }).
server-agent-time-over-limit = mcts : time x workers = { $total } s dépasse la limite de ce serveur : au plus { $cap } s par coup (ARENA_AGENT_MAX_TIME_S).
server-agent-bad-parameters = L’agent { $agent } refuse ces paramètres : changez-les.

## requêtes et messages
server-bad-request = Cette requête est mal formée : rechargez la page et réessayez.
server-not-found = Il n’y a rien à cette adresse : vérifiez le lien.
server-method-not-allowed = Cette adresse n’accepte pas de requête { $method }.
server-http-error = Le serveur a refusé cette requête (HTTP { $status }).
server-internal-error = Le serveur a échoué et a noté l’erreur : réessayez dans un instant.
server-too-large = La requête est trop grande : { $max } octets au plus sont acceptés.
server-message-too-large = Ce message est trop grand : { $max } octets au plus sont acceptés.
server-not-json = Le message n’est pas du JSON valide.
server-binary-frame = Cette connexion n’accepte que des messages texte en JSON.
server-bad-origin = Les connexions depuis { $origin } ne sont pas permises sur ce serveur (ARENA_ALLOWED_ORIGINS) : ouvrez le jeu depuis l’adresse du serveur lui-même.
server-too-many-connections = { $seat } a déjà { $count } connexions ouvertes à cette partie : fermez l’un de ses onglets, puis rechargez.
server-too-many-spectators = Cette partie a déjà { $count } spectateurs connectés : réessayez plus tard.
server-rate-limited = Trop de messages à la fois : ralentissez, puis rechargez la page.
server-body-missing = La requête n’a pas de corps : envoyez-en un en JSON.
server-body-invalid = Le corps de la requête n’est pas ce que cette adresse accepte.
server-field-missing = Il manque « { $field } » dans la requête : ajoutez-le.
server-field-extra = La requête contient « { $field } », que cette adresse n’accepte pas : retirez-le.
server-field-integer = « { $field } » doit être un nombre entier.
server-field-number = « { $field } » doit être un nombre.
server-field-bool = « { $field } » doit valoir true ou false.
server-field-text = « { $field } » doit être du texte.
server-field-object = « { $field } » doit être un objet JSON.
server-field-list = « { $field } » doit être une liste.
server-field-at-least = « { $field } » doit valoir au moins { $limit }.
server-field-more-than = « { $field } » doit valoir plus de { $limit }.
server-field-at-most = « { $field } » doit valoir au plus { $limit }.
server-field-less-than = « { $field } » doit valoir moins de { $limit }.
server-field-short = « { $field } » doit avoir au moins { $limit } caractères.
server-field-long = « { $field } » peut avoir au plus { $limit } caractères.
server-field-few = « { $field } » doit avoir au moins { $limit } éléments.
server-field-many = « { $field } » peut avoir au plus { $limit } éléments.
server-field-one-of = « { $field } » doit être l’un de : { $expected }.
server-field-invalid = « { $field } » n’est pas valide : { $detail }

server-bad-analysis-budget = { $name } doit être { $whole ->
    [true] un nombre entier
   *[other] un nombre de secondes
} supérieur à 0, et non « { $value } » : redemandez avec un budget valide.
server-analysis-needs-seat = Le coach répond à une place : ouvrez la partie depuis le lien de votre place.
server-review-not-finished = Le bilan s’ouvre à la fin de la partie : revenez quand elle est terminée.
server-analysis-unavailable = Le coach n’a pas pu répondre cette fois : réessayez dans un instant.
