# Apprendre Mage Knight (data/tutorial.yaml) : le titre de chaque étape, sa règle et la traduction de la citation du seed.

mk-tutorial-source-title = La Source et ses dés
mk-tutorial-source = Les dés de mana lancés au début forment la Source : autant de dés que de joueurs plus 2 (3 en solo). À chaque tour, vous pouvez y prendre un dé et l'utiliser comme un mana de sa couleur.
mk-tutorial-source-quote = Utilisez autant de dés que de joueurs plus deux (6 dés à 4 joueurs). Lancez-les et posez-les dans l'espace vide du plateau Jour/Nuit. Cette zone et ces dés s'appellent la Source.

mk-tutorial-black-die-title = Un dé noir de Jour
mk-tutorial-black-die = Un dé montre du noir. De Jour, le mana noir est inutilisable : ce dé est épuisé, personne ne peut le prendre. L'or, de Jour, vaut n'importe quelle couleur de base.
mk-tutorial-black-die-quote = De Jour, le mana noir est inutilisable ; si un dé relancé dans la Source montre du noir, personne ne peut l'utiliser, et on ne le relance pas non plus.

mk-tutorial-tactics-title = Choisir la Tactique { $tactic }
mk-tutorial-tactics = Avant la Manche, chaque joueur prend une carte Tactique : son grand nombre donne l'ordre du tour. Prenez { $tactic } (1) : vous jouez en premier, avant le joueur fantôme.
mk-tutorial-tactics-quote = Chaque carte Tactique porte un grand nombre qui donne l'ordre de jeu du joueur pour cette Manche — le plus petit nombre joue en premier.

mk-tutorial-first-turn-title = Votre premier tour
mk-tutorial-first-turn = Votre héros part du Portail magique. Un tour, c'est d'abord du déplacement, puis au plus une action (un combat ou une interaction) là où vous vous arrêtez. Votre main est sous la carte : jouons-la.
mk-tutorial-first-turn-quote = Au début du premier tour, posez votre figurine sur le Portail magique de la carte. Dès lors, elle peut se déplacer ou agir sur la carte.

mk-tutorial-basic-title = Jouer { $card } pour son effet de base
mk-tutorial-basic = Une carte se joue pour son effet de base (le texte sous l'illustration), sauf si vous payez un mana pour son effet renforcé. Cliquez sur { $card } et jouez-la simplement : Déplacement 2.
mk-tutorial-basic-quote = Si vous ne le faites pas, c'est l'effet de base qui s'applique.

mk-tutorial-powered-title = Jouer { $card } renforcée avec le dé vert
mk-tutorial-powered = Pour l'effet renforcé, payez un mana de la couleur de la carte. { $card } est verte et la Source a un dé vert : jouez-la renforcée pour Déplacement 4 au lieu de 2. Un seul dé de la Source par tour.
mk-tutorial-powered-quote = Si vous voulez l'effet renforcé, vous devez payer un mana de la couleur de la carte — vous pouvez utiliser un dé de cette couleur de la Source (un seul dé de la Source par tour)

mk-tutorial-stacking-title = Empiler { $card } sur les autres
mk-tutorial-stacking = Les cartes au même effet s'additionnent. { $other } (Déplacement 2) et { $powered } renforcée (Déplacement 4) donnent déjà 6 ; ajoutez { $card } pour 2 de plus : Déplacement 8.
mk-tutorial-stacking-quote = Vous voudrez souvent jouer d'un coup plusieurs cartes du même type : leurs effets s'additionnent.

mk-tutorial-sideways-title = Jouer { $card } de côté pour Déplacement 1
mk-tutorial-sideways = Toute carte sauf une Blessure peut se jouer de côté pour Déplacement 1, Influence 1, Attaque 1 ou Blocage 1 — jamais renforcée. { $card } est une carte de combat : tournée, elle vous déplace de 1 de plus.
mk-tutorial-sideways-quote = Nous permettons de jouer n'importe quelle carte (sauf les Blessures) comme Déplacement 1, Influence 1, Attaque 1 ou Blocage 1.

mk-tutorial-terrain-title = Avancer dans la plaine
mk-tutorial-terrain = Chaque terrain a un coût de déplacement : de Jour { $plains } 2, { $hills } 3, { $forest } 3 ; de Nuit la forêt coûte 5. On ne peut pas entrer dans un { $lake }. Avancez au nord dans les { $plains } : 2 de vos points de Déplacement.
mk-tutorial-terrain-quote = Le coût de déplacement de chaque terrain est imprimé sur le plateau Jour/Nuit, en grand. Un « X » rouge indique un terrain infranchissable. Ignorez pour l'instant les petits nombres bleus : ils servent aux Manches de Nuit.

mk-tutorial-entering-title = Un pas de plus
mk-tutorial-entering = Seule compte la case où vous entrez, jamais celle que vous quittez. Avancez dans la case de { $plains } suivante pour 2 de plus.
mk-tutorial-entering-quote = Remarque : en allant sur une case adjacente, vous ne payez que le coût de la case où vous entrez. Le terrain que vous quittez ne compte pas.

mk-tutorial-rampaging-title = Gagner le { $site } en contournant les orques
mk-tutorial-rampaging = Les jetons verts, { $enemy } et { $other }, sont des orques en maraude : vous ne pouvez jamais entrer sur leur case, et passer d'une case voisine d'eux à une autre case voisine d'eux les provoque. Ce chemin gagne le { $site } sans passer deux fois à côté d'eux.
mk-tutorial-rampaging-quote = Le chemin vert vous amène au village sans déclencher de combat, mais le détour vous coûte plus de points de Déplacement.

mk-tutorial-explore-title = Explorer une nouvelle tuile
mk-tutorial-explore = Au bord de la carte, 2 points de Déplacement révèlent la tuile suivante et la mettent en place (et rapportent 1 de Renommée). Cliquez sur la case de la nouvelle tuile au-delà du { $site }.
mk-tutorial-explore-quote = Vous devez payer 2 points de Déplacement pour explorer une nouvelle tuile.

mk-tutorial-end-turn-title = Terminer votre tour
mk-tutorial-end-turn = C'est fini pour ce tour. Le terminer relance le dé de la Source utilisé et le rend ; les cartes jouées vont dans votre défausse.
mk-tutorial-end-turn-quote = Quand un joueur termine son tour, il commence par rendre les dés utilisés de la Source : il les relance et les remet dans la Source avec leurs nouvelles couleurs.

mk-tutorial-draw-up-title = Compléter sa main à 5 cartes
mk-tutorial-draw-up = Vous pouvez d'abord défausser les cartes dont vous ne voulez pas (jamais les Blessures), puis piocher dans votre paquet d'Actions jusqu'à votre limite de main, 5 au niveau 1.
mk-tutorial-draw-up-quote = Il pioche dans son paquet d'Actions jusqu'à ce que sa main atteigne sa limite.

mk-tutorial-next-turn-title = De nouveau votre tour : jouer { $card }
mk-tutorial-next-turn = Le joueur fantôme a joué son tour (il retourne des cartes de son paquet). C'est de nouveau à vous. Jouez { $card } pour Déplacement 2.
mk-tutorial-next-turn-quote = Une fois que tous les joueurs ont ainsi joué leur tour, le premier joueur rejoue, et ainsi de suite.

mk-tutorial-provoke-title = Provoquer les { $enemy }
mk-tutorial-provoke = Depuis le village, voisin des { $enemy }, passez sur une case qui leur est aussi voisine : cela les provoque. Votre déplacement s'arrête aussitôt et vous devez combattre.
mk-tutorial-provoke-quote = Si vous passez d'une case voisine d'un ennemi en maraude à une autre case voisine de cet ennemi, il vous attaque. Cela met aussitôt fin à votre déplacement et vous êtes forcé de le combattre (voir le chapitre du combat).

mk-tutorial-combat-ranged-title = Combat : la phase à distance et de siège
mk-tutorial-combat-ranged = Un combat a quatre phases : attaques à distance et de siège, blocages, dégâts, attaques. Seules les cartes de combat (ou jouées de côté) aident. Vous n'avez pas d'attaque à distance : terminez cette phase.
mk-tutorial-combat-ranged-quote = Les cartes jouables en déplacement portent le symbole de Déplacement ; celles jouables en interagissant avec les habitants, le symbole d'Influence ; celles jouables en combat, l'icône de combat.

mk-tutorial-combat-block-title = Combat : encaisser le coup
mk-tutorial-combat-block = Les { $enemy } attaquent pour 3. Il vous faudrait Blocage 3 ; gardez plutôt vos cartes pour l'attaque. Non bloqués, les 3 dégâts dépassent deux fois votre Armure 2 : 2 Blessures arrivent dans votre main, des cartes qui ne font rien, même de côté.
mk-tutorial-combat-block-quote = Toute carte, aussi puissante soit-elle, ne compte que pour Déplacement 1, Influence 1, Attaque 1 ou Blocage 1 quand elle est jouée de côté — sauf les Blessures.

mk-tutorial-improvisation-title = Combat : jouer { $card }
mk-tutorial-improvisation = Les { $enemy } ont Armure 3. { $card } change une carte défaussée en Déplacement, Influence, Attaque ou Blocage 3 (5 renforcée, comme dans l'exemple du seed) : jouez-la pour son effet de base.
mk-tutorial-improvisation-quote = Nous utilisons un mana rouge pour renforcer Improvisation et obtenir Déplacement 5 avec son effet renforcé.

mk-tutorial-discard-title = Combat : défausser une carte pour { $card }
mk-tutorial-discard = Choisissez la carte à défausser — n'importe laquelle sauf une { $wound } : les Blessures ne se défaussent jamais. Le script prend ensuite son Attaque 3.
mk-tutorial-discard-quote = Sauf si une carte le permet, les Blessures ne peuvent jamais être défaussées.

mk-tutorial-attack-title = Combat : attaquer les { $enemy }
mk-tutorial-attack = Votre Attaque 3 égale leur Armure 3 : attaquez-les. Vaincus, ils quittent la carte et vous donnent leur Renommée.
mk-tutorial-attack-quote = Attaque ou Blocage X (donne X points d'Attaque ou de Blocage).

mk-tutorial-combat-end-title = Combat : finir le combat
mk-tutorial-combat-end = Le combat était l'action de ce tour : vous ne pouvez plus interagir avec le { $site }. Terminez la phase d'attaque et le combat.
mk-tutorial-combat-end-quote = Comme le combat prend votre action de ce tour, vous ne pouvez pas interagir avec le village pendant ce tour.

mk-tutorial-end-turn-again-title = Terminer votre tour
mk-tutorial-end-turn-again = Terminez ce tour. Le dé utilisé est relancé ; un dé qui tombe sur le noir est épuisé pour le reste du Jour.
mk-tutorial-end-turn-again-quote = Tout dé qui tombe sur le noir va à l'emplacement plus sombre en haut à droite — ce dé de mana est épuisé.

mk-tutorial-end-round-title = La fin de la Manche
mk-tutorial-end-round = Une Manche dure jusqu'à ce qu'un joueur commençant son tour avec un paquet d'Actions vide en annonce la fin ; en solo, aussi quand le paquet du joueur fantôme est épuisé. Alors tous les dés sont relancés, la Nuit vient (l'or inutilisable, les forêts plus chères) et vous choisissez une nouvelle Tactique.
mk-tutorial-end-round-quote = Si le paquet d'Actions d'un joueur est déjà vide au début de son tour, il peut continuer à jouer les cartes restées en main, ou annoncer la fin de la Manche.

mk-tutorial-carry-on-title = À vous de jouer
mk-tutorial-carry-on = Le parcours guidé est terminé. La partie continue d'ici, à vous de la jouer : finissez les choix de ce tour, puis déplacez-vous, combattez et explorez à votre guise.
mk-tutorial-carry-on-quote = D'abord, vous pouvez déplacer votre figurine d'une case ou plus sur la carte. Ensuite, selon l'endroit où vous vous arrêtez, vous pouvez faire une action (le plus souvent un combat ou une interaction avec les habitants) ou rien.
