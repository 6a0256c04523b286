<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../../ui/describe.py" line="22"/>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="25"/>
        <source>{first} and {last}</source>
        <translation>{first} et {last}</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="40"/>
        <source>{name} put the first token on senate space {n}.</source>
        <translation>{name} a posé le premier pion sur la case {n} du sénat.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="43"/>
        <source>{name} moved 1 space back.</source>
        <translation>{name} a reculé d’une case.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="45"/>
        <source>{name} moved 1 space.</source>
        <translation>{name} a avancé d’une case.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="47"/>
        <source>{name} moved {n} spaces.</source>
        <translation>{name} a avancé de {n} cases.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="51"/>
        <source>{name} took {cards}.</source>
        <translation>{name} a pris {cards}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="54"/>
        <location filename="../../ui/describe.py" line="126"/>
        <source>{name} also drew a card from the pile.</source>
        <translation>{name} a aussi pioché une carte.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="57"/>
        <source>{name} played {cards} to build a {colour} tile with {roofs} roofs.</source>
        <translation>{name} a joué {cards} pour construire une tuile {colour} de {roofs} toits.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="64"/>
        <source>{name} pushed the tile onto {squares}.</source>
        <translation>{name} a poussé la tuile sur {squares}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="69"/>
        <source>It touches a tile of its colour: {name} drew a bonus card.</source>
        <translation>Elle touche une tuile de sa couleur : {name} pioche une carte bonus.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="72"/>
        <source>{name} put superstructures on {squares}.</source>
        <translation>{name} a posé des superstructures sur {squares}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="76"/>
        <source>{name} placed a wild tile on {square}.</source>
        <translation>{name} a posé une tuile joker sur {square}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="80"/>
        <source>{name} spent a coat of arms on “{action}”.</source>
        <translation>{name} a dépensé un blason pour « {action} ».</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="84"/>
        <source>{name} scored 2 points.</source>
        <translation>{name} marque 2 points.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="86"/>
        <source>{name} moved a superstructure from {a} to {b}.</source>
        <translation>{name} a déplacé une superstructure de {a} à {b}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="90"/>
        <source>{name} discarded {card}.</source>
        <translation>{name} a défaussé {card}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="92"/>
        <source>{name} ended the turn.</source>
        <translation>{name} a fini son tour.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="95"/>
        <source>{name} took {n} coat(s) of arms.</source>
        <translation>{name} a pris {n} blason(s).</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="97"/>
        <source>{name} connected all visitors: Dry roads bonus of {n} points!</source>
        <translation>{name} a relié tous les visiteurs : bonus Routes sèches de {n} points !</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="102"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="118"/>
        <source>{name} moved 1 space back and took {cards}.</source>
        <translation>{name} a reculé d’une case et a pris {cards}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="120"/>
        <source>{name} moved 1 space and took {cards}.</source>
        <translation>{name} a avancé d’une case et a pris {cards}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="122"/>
        <source>{name} moved {n} spaces and took {cards}.</source>
        <translation>{name} a avancé de {n} cases et a pris {cards}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="72"/>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="72"/>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="72"/>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="72"/>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="72"/>
        <source>purple</source>
        <translation>violet</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="72"/>
        <source>wild</source>
        <translation>joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="77"/>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="77"/>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="77"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="77"/>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="84"/>
        <location filename="../../ui/i18n.py" line="91"/>
        <source>wild card</source>
        <translation>carte joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="85"/>
        <source>{colour} {number}</source>
        <translation>{number} {colour}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="92"/>
        <source>{colour} {number}: tile with {roofs} roofs</source>
        <translation>{number} {colour} : tuile de {roofs} toits</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="96"/>
        <source>, {n} superstructure(s)</source>
        <translation>, {n} superstructure(s)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="106"/>
        <source>Move 1-6 spaces</source>
        <translation>Avancer de 1 à 6 cases</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="107"/>
        <source>Gain 2 wild tiles</source>
        <translation>Gagner 2 tuiles joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="108"/>
        <source>Push from any side</source>
        <translation>Pousser de n’importe quel côté</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="109"/>
        <source>Draw one more card</source>
        <translation>Piocher une carte de plus</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="110"/>
        <source>One fewer card</source>
        <translation>Une carte de moins</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="111"/>
        <source>Move 1-5 spaces</source>
        <translation>Avancer de 1 à 5 cases</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="112"/>
        <source>Gain 1 wild tile</source>
        <translation>Gagner 1 tuile joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="113"/>
        <source>Build a second pavilion</source>
        <translation>Construire un second pavillon</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="114"/>
        <source>Gain 2 points</source>
        <translation>Gagner 2 points</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="115"/>
        <source>Any one card as wild</source>
        <translation>Une carte au choix comme joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="116"/>
        <source>Move 1 space back</source>
        <translation>Reculer d’une case</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="117"/>
        <source>Ignore hand limit</source>
        <translation>Ignorer la limite de main</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="118"/>
        <source>Draw and build</source>
        <translation>Piocher et construire</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="119"/>
        <source>One more superstructure</source>
        <translation>Une superstructure de plus</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="120"/>
        <source>Move a superstructure</source>
        <translation>Déplacer une superstructure</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="135"/>
        <source>Cathedral</source>
        <translation>Cathédrale</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="136"/>
        <source>Government Palace</source>
        <translation>Palais du gouvernement</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="137"/>
        <source>Sederholm House</source>
        <translation>Maison Sederholm</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="138"/>
        <source>University</source>
        <translation>Université</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="143"/>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="143"/>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="143"/>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="143"/>
        <source>west</source>
        <translation>ouest</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="149"/>
        <source>place the first token on a senate space</source>
        <translation>placer le premier pion sur une case du sénat</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="150"/>
        <source>move the token</source>
        <translation>déplacer le pion</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="151"/>
        <source>draw cards or build a pavilion</source>
        <translation>piocher des cartes ou construire un pavillon</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="152"/>
        <source>push the tile onto the board</source>
        <translation>pousser la tuile sur le plateau</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="153"/>
        <source>put the superstructures on roofs</source>
        <translation>poser les superstructures sur des toits</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="154"/>
        <source>place a wild tile</source>
        <translation>poser une tuile joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="155"/>
        <source>move a superstructure</source>
        <translation>déplacer une superstructure</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="156"/>
        <source>discard down to the hand limit</source>
        <translation>défausser jusqu’à la limite de main</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="157"/>
        <location filename="../../ui/i18n.py" line="170"/>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="172"/>
        <source>the game waits for you to {step}</source>
        <translation>la partie attend ceci : {step}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="174"/>
        <source>the token may move {distances} spaces now</source>
        <translation>le pion peut avancer de {distances} cases maintenant</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="178"/>
        <source>a wild card shows no tile and cannot be played on its own</source>
        <translation>une carte joker ne montre aucune tuile et ne peut pas être jouée seule</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="180"/>
        <source>the hand does not hold {cards}</source>
        <translation>la main ne contient pas {cards}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="182"/>
        <source>the tile of the {card} is no longer in the supply</source>
        <translation>la tuile de la carte {card} n’est plus dans la réserve</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="184"/>
        <source>the {card} needs {need} card(s) played, not {given}</source>
        <translation>la carte {card} demande {need} carte(s) jouée(s), pas {given}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="188"/>
        <source>the other cards must be {colour} or wild</source>
        <translation>les autres cartes doivent être {colour} ou joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="190"/>
        <source>the tile cannot be pushed onto the board from the {sides}</source>
        <translation>la tuile ne peut pas être poussée sur le plateau depuis le côté {sides}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="194"/>
        <source>the cards are not in order</source>
        <translation>les cartes ne sont pas dans l’ordre</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="196"/>
        <source>the tile must come in from the {sides} and stop fully on the board</source>
        <translation>la tuile doit entrer par le côté {sides} et s’arrêter entièrement sur le plateau</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="200"/>
        <source>{count} superstructure(s) go on roofs of the new tile</source>
        <translation>{count} superstructure(s) vont sur les toits de la nouvelle tuile</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="202"/>
        <source>a wild tile goes on an empty square next to a pavilion or wild tile</source>
        <translation>une tuile joker va sur une case vide voisine d’un pavillon ou d’une tuile joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="204"/>
        <source>a superstructure moves from a roof to a free roof</source>
        <translation>une superstructure passe d’un toit à un toit libre</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="206"/>
        <source>actions are spent only during your own turn</source>
        <translation>les actions ne se jouent que pendant votre propre tour</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="208"/>
        <source>“{action}” is covered in this game</source>
        <translation>« {action} » est couverte dans cette partie</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="210"/>
        <source>you have used “{action}” already</source>
        <translation>vous avez déjà utilisé « {action} »</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="212"/>
        <source>there is no coat of arms in your meadow</source>
        <translation>il n’y a aucun blason dans votre pré</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="213"/>
        <source>“{action}” cannot take effect now</source>
        <translation>« {action} » ne peut pas servir maintenant</translation>
    </message>
    <message>
        <location filename="../../ui/items.py" line="155"/>
        <source>WILD</source>
        <translation>JOKER</translation>
    </message>
    <message>
        <location filename="../../ui/items.py" line="431"/>
        <location filename="../../ui/scene.py" line="504"/>
        <location filename="../../ui/widgets.py" line="311"/>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <location filename="../../ui/items.py" line="702"/>
        <source>Supply</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <location filename="../../ui/items.py" line="724"/>
        <source>{n} superstructures</source>
        <translation>{n} superstructures</translation>
    </message>
    <message>
        <location filename="../../ui/items.py" line="726"/>
        <source>{n} wild tiles</source>
        <translation>{n} tuiles joker</translation>
    </message>
    <message>
        <location filename="../../ui/items.py" line="729"/>
        <source>Dry roads bonus cards:</source>
        <translation>Cartes bonus Routes sèches :</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="145"/>
        <source>The tile would stop before it is fully on the board.</source>
        <translation>La tuile s’arrêterait avant d’être entièrement sur le plateau.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="143"/>
        <source>Nothing stops the tile: it would slide off the far edge.</source>
        <translation>Rien n’arrête la tuile : elle sortirait par le bord opposé.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="316"/>
        <source>Seat {n}</source>
        <translation>Place {n}</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="323"/>
        <source>Game over: {name} wins with {points} points</source>
        <translation>Partie terminée : {name} gagne avec {points} points</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="328"/>
        <source>{name}: {step}</source>
        <translation>{name} : {step}</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="330"/>
        <source>Round {n}</source>
        <translation>Manche {n}</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="332"/>
        <source>final round</source>
        <translation>dernière manche</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="333"/>
        <source>move {n}</source>
        <translation>coup {n}</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="373"/>
        <source>Draw pile</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="376"/>
        <source>Discard pile</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="413"/>
        <source>{n} points</source>
        <translation>{n} points</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="415"/>
        <source>Meadow: {coats} coat(s) of arms · hand: {cards} card(s)</source>
        <translation>Pré : {coats} blason(s) · main : {cards} carte(s)</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="419"/>
        <source>Dry roads bonus {n}</source>
        <translation>bonus Routes sèches {n}</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="421"/>
        <source>no hand limit</source>
        <translation>pas de limite de main</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="424"/>
        <source>Meadow {coats} · hand {cards}</source>
        <translation>Pré {coats} · main {cards}</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="478"/>
        <source>Hand of {name} ({n} cards)</source>
        <translation>Main de {name} ({n} cartes)</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="504"/>
        <location filename="../../ui/widgets.py" line="310"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="504"/>
        <location filename="../../ui/widgets.py" line="310"/>
        <source>Rows</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="504"/>
        <location filename="../../ui/widgets.py" line="310"/>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="504"/>
        <source>Superstr.</source>
        <translation>Superstr.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="505"/>
        <location filename="../../ui/widgets.py" line="311"/>
        <source>Dry roads</source>
        <translation>Routes sèches</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="505"/>
        <location filename="../../ui/widgets.py" line="311"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="513"/>
        <location filename="../../ui/widgets.py" line="309"/>
        <source>Final score</source>
        <translation>Score final</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="513"/>
        <source>Score if the game ended now</source>
        <translation>Score si la partie s’arrêtait maintenant</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="614"/>
        <source>Wait: it is not your turn.</source>
        <translation>Attendez : ce n’est pas votre tour.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="643"/>
        <location filename="../../ui/scene.py" line="680"/>
        <location filename="../../ui/scene.py" line="785"/>
        <source>Not allowed: {reason}.</source>
        <translation>Interdit : {reason}.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="728"/>
        <source>Build: {n} of {need} cards chosen ({colour} or wild).</source>
        <translation>Construction : {n} carte(s) sur {need} choisie(s) ({colour} ou joker).</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="732"/>
        <source>Press Enter or Confirm to place the tile.</source>
        <translation>Appuyez sur Entrée ou Confirmer pour placer la tuile.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="733"/>
        <source>Click cards to add or remove them.</source>
        <translation>Cliquez sur des cartes pour les ajouter ou les retirer.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="743"/>
        <source>Superstructures go on roofs of the tile just built.</source>
        <translation>Les superstructures vont sur les toits de la tuile qui vient d’être construite.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="753"/>
        <source>Choose a superstructure to move first.</source>
        <translation>Choisissez d’abord la superstructure à déplacer.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="759"/>
        <source>Not now: the game waits for you to {step}.</source>
        <translation>Pas maintenant : la partie attend que vous fassiez ceci : {step}.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="773"/>
        <source>Not allowed: {reason}</source>
        <translation>Interdit : {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="820"/>
        <source>Push from the {side}: arrows or mouse move it, R or the wheel turns it, F or a right click flips it{more}; Enter or a click confirms, Esc cancels.</source>
        <translation>Poussée depuis le {side} : les flèches ou la souris la déplacent, R ou la molette la tourne, F ou un clic droit la retourne{more} ; Entrée ou un clic confirme, Échap annule.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="824"/>
        <source>, S changes the side</source>
        <translation>, S change de côté</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="862"/>
        <source>The tile is paid for: it must be pushed onto the board.</source>
        <translation>La tuile est payée : elle doit être poussée sur le plateau.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="867"/>
        <source>Choice cancelled.</source>
        <translation>Choix annulé.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="138"/>
        <source>First game (bottom row covered)</source>
        <translation>Première partie (rangée du bas couverte)</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="139"/>
        <source>All actions</source>
        <translation>Toutes les actions</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="140"/>
        <source>New challenges (5 random actions covered)</source>
        <translation>Nouveaux défis (5 actions couvertes au hasard)</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="147"/>
        <source>Random (easy)</source>
        <translation>Hasard (facile)</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="148"/>
        <source>Greedy (harder)</source>
        <translation>Glouton (plus difficile)</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="165"/>
        <location filename="../../client/app.py" line="408"/>
        <source>Helsinki</source>
        <translation>Helsinki</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="167"/>
        <source>Shape the market on the Senate Square: push pavilions onto your board, fill rows and columns.</source>
        <translation>Façonnez le marché de la place du Sénat : poussez des pavillons sur votre plateau, complétez lignes et colonnes.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="171"/>
        <source>Play against bots</source>
        <translation>Jouer contre des bots</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="178"/>
        <location filename="../../ui/widgets.py" line="197"/>
        <source>Dry roads expansion</source>
        <translation>Extension Routes sèches</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="179"/>
        <location filename="../../client/app.py" line="270"/>
        <location filename="../../client/app.py" line="388"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="181"/>
        <source>Bots:</source>
        <translation>Bots :</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="182"/>
        <source>Strength:</source>
        <translation>Force :</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="183"/>
        <location filename="../../ui/widgets.py" line="202"/>
        <source>Variant:</source>
        <translation>Variante :</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="188"/>
        <source>Hot seat</source>
        <translation>Chacun son tour sur cet ordinateur</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="195"/>
        <location filename="../../ui/widgets.py" line="255"/>
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="198"/>
        <source>Play hot seat</source>
        <translation>Jouer à tour de rôle</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="199"/>
        <source>Players:</source>
        <translation>Joueurs :</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="201"/>
        <source>Name {n}:</source>
        <translation>Nom {n} :</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="209"/>
        <source>More</source>
        <translation>Plus</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="211"/>
        <source>Open a record…</source>
        <translation>Ouvrir un enregistrement…</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="215"/>
        <source>Resume the selected game</source>
        <translation>Reprendre la partie choisie</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="218"/>
        <source>LAN lobby (coming soon)</source>
        <translation>Salon réseau local (bientôt)</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="220"/>
        <source>Network play is not available yet.</source>
        <translation>Le jeu en réseau n’est pas encore disponible.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="221"/>
        <source>Preferences…</source>
        <translation>Préférences…</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="224"/>
        <source>Interrupted games:</source>
        <translation>Parties interrompues :</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="288"/>
        <source>Show my hand</source>
        <translation>Montrer ma main</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="301"/>
        <source>Pass the computer to {name}.</source>
        <translation>Passez l’ordinateur à {name}.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="310"/>
        <source>Superstructures</source>
        <translation>Superstructures</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="327"/>
        <source>{name} wins!</source>
        <translation>{name} gagne !</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="330"/>
        <source>Export record…</source>
        <translation>Exporter l’enregistrement…</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="337"/>
        <source>Complete rows and columns are highlighted on the boards.</source>
        <translation>Les lignes et colonnes complètes sont surlignées sur les plateaux.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="348"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="355"/>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="360"/>
        <source>Instant</source>
        <translation>Instantané</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="360"/>
        <location filename="../../client/app.py" line="274"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="360"/>
        <location filename="../../client/app.py" line="274"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="360"/>
        <location filename="../../client/app.py" line="274"/>
        <source>Slow</source>
        <translation>Lent</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="364"/>
        <source>Your name:</source>
        <translation>Votre nom :</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="365"/>
        <source>Your colour:</source>
        <translation>Votre couleur :</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="366"/>
        <source>Language:</source>
        <translation>Langue :</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="367"/>
        <source>Bot speed:</source>
        <translation>Vitesse des bots :</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="368"/>
        <source>A new language applies to windows opened from now on.</source>
        <translation>Une nouvelle langue s’applique aux fenêtres ouvertes à partir de maintenant.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="87"/>
        <source>Draw (D)</source>
        <translation>Piocher (D)</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="88"/>
        <source>Confirm (Enter)</source>
        <translation>Confirmer (Entrée)</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="89"/>
        <source>Cancel (Esc)</source>
        <translation>Annuler (Échap)</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="90"/>
        <source>End turn (E)</source>
        <translation>Finir le tour (E)</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="137"/>
        <source>Refused: {reason}</source>
        <translation>Refusé : {reason}</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="239"/>
        <location filename="../../client/app.py" line="539"/>
        <location filename="../../client/app.py" line="544"/>
        <source>Export record</source>
        <translation>Exporter l’enregistrement</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="243"/>
        <source>Record exported to {path}.</source>
        <translation>Enregistrement exporté vers {path}.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="275"/>
        <source>Very fast</source>
        <translation>Très rapide</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="297"/>
        <source>Speed:</source>
        <translation>Vitesse :</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="324"/>
        <source>Cannot open {path}: {reason}</source>
        <translation>Impossible d’ouvrir {path} : {reason}</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="351"/>
        <source>{n} moves verified.</source>
        <translation>{n} coups vérifiés.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="354"/>
        <source>The record is damaged at move {n}: {reason}. It is shown up to move {good}, the last good one.</source>
        <translation>L’enregistrement est endommagé au coup {n} : {reason}. Il est affiché jusqu’au coup {good}, le dernier valide.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="377"/>
        <source>Move {n} of {total}</source>
        <translation>Coup {n} sur {total}</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="393"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="427"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="428"/>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="431"/>
        <source>&amp;Open record…</source>
        <translation>&amp;Ouvrir un enregistrement…</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="434"/>
        <source>&amp;Export record…</source>
        <translation>&amp;Exporter l’enregistrement…</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="437"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="439"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="445"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="446"/>
        <source>&amp;Rules in short</source>
        <translation>&amp;Règles en bref</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="448"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Clavier</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="467"/>
        <source>{file}: {names}, {n} moves</source>
        <translation>{file} : {names}, {n} coups</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="480"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="482"/>
        <source>Random bot {n}</source>
        <translation>Bot hasard {n}</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="482"/>
        <source>Greedy bot {n}</source>
        <translation>Bot glouton {n}</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="507"/>
        <source>Cannot resume</source>
        <translation>Reprise impossible</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="508"/>
        <source>This game cannot be resumed: {reason}. It opens in the replay viewer instead.</source>
        <translation>Cette partie ne peut pas être reprise : {reason}. Elle s’ouvre dans la visionneuse à la place.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="520"/>
        <source>Open record</source>
        <translation>Ouvrir un enregistrement</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="528"/>
        <source>Cannot open the record</source>
        <translation>Impossible d’ouvrir l’enregistrement</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="532"/>
        <source>Damaged record</source>
        <translation>Enregistrement endommagé</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="544"/>
        <source>There is no game to export.</source>
        <translation>Il n’y a pas de partie à exporter.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="558"/>
        <source>Rules in short</source>
        <translation>Règles en bref</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="559"/>
        <source>On your turn, move your token 1 to 3 spaces clockwise around the senate, then either take the two cards beside it or build: play a card that shows a tile, plus as many cards of its colour (or wild cards) as its number says. Push the tile onto your board from the side where your token stands until it bumps into the statue or a tile. Covering a coat of arms lets you use one action of the action board later. At the end, every complete row and column scores 2, and superstructures in complete lines score extra.</source>
        <translation>À votre tour, avancez votre pion de 1 à 3 cases dans le sens horaire autour du sénat, puis prenez les deux cartes à côté de lui ou construisez : jouez une carte qui montre une tuile, plus autant de cartes de sa couleur (ou de jokers) que son chiffre l’indique. Poussez la tuile sur votre plateau depuis le côté où se trouve votre pion jusqu’à ce qu’elle bute contre la statue ou une tuile. Couvrir un blason vous permet d’utiliser plus tard une action du plateau d’actions. À la fin, chaque ligne et chaque colonne complète rapporte 2 points, et les superstructures dans des lignes complètes rapportent davantage.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="568"/>
        <source>Keyboard</source>
        <translation>Clavier</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="569"/>
        <source>Tab: next zone (hand, board, senate, actions); arrows: move the cursor; Space: choose; Enter: confirm; Esc: cancel; 1-6: move the token; B: move back; D: draw; E: end the turn. Ghost tile: arrows move it, R turns it, F flips it, S changes the side.</source>
        <translation>Tab : zone suivante (main, plateau, sénat, actions) ; flèches : déplacer le curseur ; Espace : choisir ; Entrée : confirmer ; Échap : annuler ; 1-6 : avancer le pion ; B : reculer ; D : piocher ; E : finir le tour. Tuile fantôme : les flèches la déplacent, R la tourne, F la retourne, S change de côté.</translation>
    </message>
</context>
</TS>
