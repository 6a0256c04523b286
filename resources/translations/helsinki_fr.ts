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
    <message numerus="yes">
        <location filename="../../ui/describe.py" line="95"/>
        <source>{name} took %n coat(s) of arms.</source>
        <translation>
            <numerusform>{name} a pris %n blason.</numerusform>
            <numerusform>{name} a pris %n blasons.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="97"/>
        <source>{name} connected all visitors: Dry roads bonus of {n} points!</source>
        <translation>{name} a relié tous les visiteurs : bonus Routes sèches de {n} points !</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="102"/>
        <location filename="../../client/online.py" line="241"/>
        <location filename="../../client/online.py" line="1048"/>
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
        <location filename="../../ui/i18n.py" line="86"/>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="86"/>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="86"/>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="86"/>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="86"/>
        <source>purple</source>
        <translation>violet</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="86"/>
        <source>wild</source>
        <translation>joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="91"/>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="91"/>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="91"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="91"/>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="98"/>
        <location filename="../../ui/i18n.py" line="105"/>
        <source>wild card</source>
        <translation>carte joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="99"/>
        <source>{colour} {number}</source>
        <translation>{number} {colour}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="106"/>
        <source>{colour} {number}: tile with {roofs} roofs</source>
        <translation>{number} {colour} : tuile de {roofs} toits</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/i18n.py" line="110"/>
        <source>, %n superstructure(s)</source>
        <translation>
            <numerusform>, %n superstructure</numerusform>
            <numerusform>, %n superstructures</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="120"/>
        <source>the game was already over</source>
        <translation>la partie était déjà terminée</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="122"/>
        <source>it is recorded for another player than the one to move</source>
        <translation>il est attribué à un autre joueur que celui qui doit jouer</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="125"/>
        <source>the table after it differs from the recorded one</source>
        <translation>la table qui en résulte diffère de celle enregistrée</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="134"/>
        <source>Move 1-6 spaces</source>
        <translation>Avancer de 1 à 6 cases</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="135"/>
        <source>Gain 2 wild tiles</source>
        <translation>Gagner 2 tuiles joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="136"/>
        <source>Push from any side</source>
        <translation>Pousser de n’importe quel côté</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="137"/>
        <source>Draw one more card</source>
        <translation>Piocher une carte de plus</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="138"/>
        <source>One fewer card</source>
        <translation>Une carte de moins</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="139"/>
        <source>Move 1-5 spaces</source>
        <translation>Avancer de 1 à 5 cases</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="140"/>
        <source>Gain 1 wild tile</source>
        <translation>Gagner 1 tuile joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="141"/>
        <source>Build a second pavilion</source>
        <translation>Construire un second pavillon</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="142"/>
        <source>Gain 2 points</source>
        <translation>Gagner 2 points</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="143"/>
        <source>Any one card as wild</source>
        <translation>Une carte au choix comme joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="144"/>
        <source>Move 1 space back</source>
        <translation>Reculer d’une case</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="145"/>
        <source>Ignore hand limit</source>
        <translation>Ignorer la limite de main</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="146"/>
        <source>Draw and build</source>
        <translation>Piocher et construire</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="147"/>
        <source>One more superstructure</source>
        <translation>Une superstructure de plus</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="148"/>
        <source>Move a superstructure</source>
        <translation>Déplacer une superstructure</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="163"/>
        <source>Cathedral</source>
        <translation>Cathédrale</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="164"/>
        <source>Government Palace</source>
        <translation>Palais du gouvernement</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="165"/>
        <source>Sederholm House</source>
        <translation>Maison Sederholm</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="166"/>
        <source>University</source>
        <translation>Université</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="171"/>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="171"/>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="171"/>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="171"/>
        <source>west</source>
        <translation>ouest</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="177"/>
        <source>place the first token on a senate space</source>
        <translation>placer le premier pion sur une case du sénat</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="178"/>
        <source>move the token</source>
        <translation>déplacer le pion</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="179"/>
        <source>draw cards or build a pavilion</source>
        <translation>piocher des cartes ou construire un pavillon</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="180"/>
        <source>push the tile onto the board</source>
        <translation>pousser la tuile sur le plateau</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="181"/>
        <source>put the superstructures on roofs</source>
        <translation>poser les superstructures sur des toits</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="182"/>
        <source>place a wild tile</source>
        <translation>poser une tuile joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="183"/>
        <source>move a superstructure</source>
        <translation>déplacer une superstructure</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="184"/>
        <source>discard down to the hand limit</source>
        <translation>défausser jusqu’à la limite de main</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="185"/>
        <location filename="../../ui/i18n.py" line="198"/>
        <location filename="../../client/session.py" line="124"/>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="200"/>
        <source>the game waits for you to {step}</source>
        <translation>la partie attend ceci : {step}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="202"/>
        <source>you may draw cards only once a turn</source>
        <translation>vous ne pouvez piocher qu’une fois par tour</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="204"/>
        <source>you may draw cards or build a pavilion, not both (both with “{action}”)</source>
        <translation>vous pouvez piocher ou construire un pavillon, pas les deux (les deux avec « {action} »)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="208"/>
        <source>you may build one pavilion a turn (two with “{action}”)</source>
        <translation>vous pouvez construire un pavillon par tour (deux avec « {action} »)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="212"/>
        <source>draw cards or build a pavilion before you end your turn</source>
        <translation>piochez des cartes ou construisez un pavillon avant de finir votre tour</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="214"/>
        <source>the token may move {distances} spaces now</source>
        <translation>le pion peut avancer de {distances} cases maintenant</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="218"/>
        <source>a wild card shows no tile and cannot be played on its own</source>
        <translation>une carte joker ne montre aucune tuile et ne peut pas être jouée seule</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="220"/>
        <source>the hand does not hold {cards}</source>
        <translation>la main ne contient pas {cards}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="222"/>
        <source>the tile of the {card} is no longer in the supply</source>
        <translation>la tuile de la carte {card} n’est plus dans la réserve</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="224"/>
        <source>the {card} needs {need} card(s) played, not {given}</source>
        <translation>la carte {card} demande {need} carte(s) jouée(s), pas {given}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="228"/>
        <source>the other cards must be {colour} or wild</source>
        <translation>les autres cartes doivent être {colour} ou joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="230"/>
        <source>the tile cannot be pushed onto the board from the {sides}</source>
        <translation>la tuile ne peut pas être poussée sur le plateau depuis le côté {sides}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="234"/>
        <source>the cards are not in order</source>
        <translation>les cartes ne sont pas dans l’ordre</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="236"/>
        <source>the tile must come in from the {sides} and stop fully on the board</source>
        <translation>la tuile doit entrer par le côté {sides} et s’arrêter entièrement sur le plateau</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="240"/>
        <source>{count} superstructure(s) go on roofs of the new tile</source>
        <translation>{count} superstructure(s) vont sur les toits de la nouvelle tuile</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="242"/>
        <source>a wild tile goes on an empty square next to a pavilion or wild tile</source>
        <translation>une tuile joker va sur une case vide voisine d’un pavillon ou d’une tuile joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="244"/>
        <source>a superstructure moves from a roof to a free roof</source>
        <translation>une superstructure passe d’un toit à un toit libre</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="246"/>
        <source>actions are spent only during your own turn</source>
        <translation>les actions ne se jouent que pendant votre propre tour</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="248"/>
        <source>“{action}” is covered in this game</source>
        <translation>« {action} » est couverte dans cette partie</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="250"/>
        <source>you have used “{action}” already</source>
        <translation>vous avez déjà utilisé « {action} »</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="252"/>
        <source>there is no coat of arms in your meadow</source>
        <translation>il n’y a aucun blason dans votre pré</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="253"/>
        <source>“{action}” cannot take effect now</source>
        <translation>« {action} » ne peut pas servir maintenant</translation>
    </message>
    <message>
        <location filename="../../ui/items.py" line="253"/>
        <source>WILD</source>
        <translation>JOKER</translation>
    </message>
    <message>
        <location filename="../../ui/items.py" line="545"/>
        <location filename="../../ui/scene.py" line="640"/>
        <location filename="../../ui/widgets.py" line="410"/>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <location filename="../../ui/items.py" line="1033"/>
        <source>Supply</source>
        <translation>Réserve</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/items.py" line="1059"/>
        <source>%n superstructure(s)</source>
        <translation>
            <numerusform>%n superstructure</numerusform>
            <numerusform>%n superstructures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/items.py" line="1061"/>
        <source>%n wild tile(s)</source>
        <translation>
            <numerusform>%n tuile joker</numerusform>
            <numerusform>%n tuiles joker</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/items.py" line="1064"/>
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
        <location filename="../../ui/scene.py" line="454"/>
        <source>Seat {n}</source>
        <translation>Place {n}</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="468"/>
        <source>Round {n}</source>
        <translation>Manche {n}</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="470"/>
        <source>final round</source>
        <translation>dernière manche</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="471"/>
        <source>move {n}</source>
        <translation>coup {n}</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="423"/>
        <source>Draw pile</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="426"/>
        <source>Discard pile</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="584"/>
        <source>Dry roads bonus {n}</source>
        <translation>bonus Routes sèches {n}</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="586"/>
        <source>no hand limit</source>
        <translation>pas de limite de main</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="441"/>
        <location filename="../../ui/scene.py" line="640"/>
        <location filename="../../ui/widgets.py" line="409"/>
        <location filename="../../client/online.py" line="496"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="640"/>
        <location filename="../../ui/widgets.py" line="409"/>
        <source>Rows</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="640"/>
        <location filename="../../ui/widgets.py" line="409"/>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="640"/>
        <source>Superstr.</source>
        <translation>Superstr.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="641"/>
        <location filename="../../ui/widgets.py" line="410"/>
        <source>Dry roads</source>
        <translation>Routes sèches</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="641"/>
        <location filename="../../ui/widgets.py" line="410"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="649"/>
        <location filename="../../ui/widgets.py" line="408"/>
        <source>Final score</source>
        <translation>Score final</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="649"/>
        <source>Score if the game ended now</source>
        <translation>Score si la partie s’arrêtait maintenant</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="747"/>
        <source>Wait: it is not your turn.</source>
        <translation>Attendez : ce n’est pas votre tour.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="776"/>
        <location filename="../../ui/scene.py" line="816"/>
        <location filename="../../ui/scene.py" line="952"/>
        <source>Not allowed: {reason}.</source>
        <translation>Interdit : {reason}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/scene.py" line="461"/>
        <source>Game over: {name} wins with %n point(s)</source>
        <translation>
            <numerusform>Partie terminée : {name} gagne avec %n point</numerusform>
            <numerusform>Partie terminée : {name} gagne avec %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/scene.py" line="581"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/scene.py" line="587"/>
        <source>Meadow: %n coat(s) of arms</source>
        <translation>
            <numerusform>Pré : %n blason</numerusform>
            <numerusform>Pré : %n blasons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/scene.py" line="588"/>
        <source>hand: %n card(s)</source>
        <translation>
            <numerusform>main : %n carte</numerusform>
            <numerusform>main : %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/scene.py" line="613"/>
        <source>Hand of {name} (%n card(s))</source>
        <translation>
            <numerusform>Main de {name} (%n carte)</numerusform>
            <numerusform>Main de {name} (%n cartes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/scene.py" line="864"/>
        <source>Build: {n} of %n card(s) chosen ({colour} or wild).</source>
        <translation>
            <numerusform>Construire : {n} carte choisie sur %n ({colour} ou joker).</numerusform>
            <numerusform>Construire : {n} cartes choisies sur %n ({colour} ou joker).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="868"/>
        <source>Press Enter or Confirm to place the tile.</source>
        <translation>Appuyez sur Entrée ou Confirmer pour placer la tuile.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="869"/>
        <source>Click cards to add or remove them.</source>
        <translation>Cliquez sur des cartes pour les ajouter ou les retirer.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="879"/>
        <source>Superstructures go on roofs of the tile just built.</source>
        <translation>Les superstructures vont sur les toits de la tuile qui vient d’être construite.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="882"/>
        <source>Every superstructure has its roof: click a chosen roof to free it, or press Enter to confirm.</source>
        <translation>Chaque superstructure a son toit : cliquez sur un toit choisi pour le libérer, ou appuyez sur Entrée pour confirmer.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="892"/>
        <source>Choose a superstructure to move first.</source>
        <translation>Choisissez d’abord la superstructure à déplacer.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="898"/>
        <source>Not now: the game waits for you to {step}.</source>
        <translation>Pas maintenant : la partie attend que vous fassiez ceci : {step}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/scene.py" line="906"/>
        <source>Choose %n more roof(s) of the new tile for the superstructures.</source>
        <translation>
            <numerusform>Choisissez encore %n toit de la nouvelle tuile pour les superstructures.</numerusform>
            <numerusform>Choisissez encore %n toits de la nouvelle tuile pour les superstructures.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="907"/>
        <source>Press Enter or Confirm to put the superstructures on {squares}; click a roof again to change.</source>
        <translation>Appuyez sur Entrée ou Confirmer pour poser les superstructures sur {squares} ; cliquez à nouveau sur un toit pour changer.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="940"/>
        <source>Not allowed: {reason}</source>
        <translation>Interdit : {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="986"/>
        <source>Push from the {side}: arrows or mouse move it, R or the wheel turns it, F or a right click flips it{more}; Enter or a click confirms, Esc cancels.</source>
        <translation>Poussée depuis le {side} : les flèches ou la souris la déplacent, R ou la molette la tourne, F ou un clic droit la retourne{more} ; Entrée ou un clic confirme, Échap annule.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="990"/>
        <source>, S changes the side</source>
        <translation>, S change de côté</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="1002"/>
        <source>Not allowed from the {side}: {reason}</source>
        <translation>Impossible depuis le {side} : {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="1036"/>
        <source>The tile is paid for: it must be pushed onto the board.</source>
        <translation>La tuile est payée : elle doit être poussée sur le plateau.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="1041"/>
        <source>Choice cancelled.</source>
        <translation>Choix annulé.</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="47"/>
        <location filename="../../ui/widgets.py" line="173"/>
        <source>First game (bottom row covered)</source>
        <translation>Première partie (rangée du bas couverte)</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="48"/>
        <location filename="../../ui/widgets.py" line="173"/>
        <source>All actions</source>
        <translation>Toutes les actions</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="49"/>
        <location filename="../../ui/widgets.py" line="174"/>
        <source>New challenges (5 random actions covered)</source>
        <translation>Nouveaux défis (5 actions couvertes au hasard)</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="55"/>
        <location filename="../../ui/widgets.py" line="188"/>
        <source>Random (easy)</source>
        <translation>Hasard (facile)</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="55"/>
        <location filename="../../ui/widgets.py" line="189"/>
        <source>Greedy (harder)</source>
        <translation>Glouton (plus difficile)</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="245"/>
        <source>LAN lobby</source>
        <translation>Salon réseau local</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="246"/>
        <source>Games on the network</source>
        <translation>Parties sur le réseau</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="248"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="248"/>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="248"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="248"/>
        <source>Free seats</source>
        <translation>Places libres</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="248"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="248"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="249"/>
        <location filename="../../ui/lobby.py" line="442"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="249"/>
        <location filename="../../ui/lobby.py" line="302"/>
        <source>PIN</source>
        <translation>Code PIN</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="250"/>
        <source>Looking for games on the network…</source>
        <translation>Recherche de parties sur le réseau…</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="251"/>
        <source>only for games marked with a PIN</source>
        <translation>seulement pour les parties protégées par un code</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="255"/>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="256"/>
        <source>Watch</source>
        <translation>Regarder</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="252"/>
        <location filename="../../ui/lobby.py" line="274"/>
        <source>PIN:</source>
        <translation>Code PIN :</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="257"/>
        <source>Join by address (when the network blocks discovery)</source>
        <translation>Rejoindre par adresse (si le réseau bloque la découverte)</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="258"/>
        <source>address:port, e.g. 192.168.1.20:40123</source>
        <translation>adresse:port, p. ex. 192.168.1.20:40123</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="259"/>
        <source>Interrupted online games</source>
        <translation>Parties en ligne interrompues</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="260"/>
        <location filename="../../ui/lobby.py" line="571"/>
        <source>Rejoin my seat</source>
        <translation>Reprendre ma place</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="261"/>
        <source>Host a game</source>
        <translation>Organiser une partie</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="262"/>
        <source>e.g. Friday night</source>
        <translation>p. ex. Vendredi soir</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="272"/>
        <source>Name of the game:</source>
        <translation>Nom de la partie :</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="273"/>
        <source>Seat {n}:</source>
        <translation>Place {n} :</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="119"/>
        <source>A player on the network</source>
        <translation>Un joueur sur le réseau</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="120"/>
        <location filename="../../ui/lobby.py" line="476"/>
        <source>Bot: {strength}</source>
        <translation>Robot : {strength}</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="270"/>
        <source>optional</source>
        <translation>facultatif</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="271"/>
        <source>Open the lobby</source>
        <translation>Ouvrir le salon</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="277"/>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="289"/>
        <source>other version</source>
        <translation>autre version</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="291"/>
        <source>announced by two hosts</source>
        <translation>annoncée par deux hôtes</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="293"/>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="295"/>
        <source>waiting for players</source>
        <translation>attend des joueurs</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="298"/>
        <source>{variant}, Dry roads</source>
        <translation>{variant}, Routes sèches</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="441"/>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="441"/>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="445"/>
        <source>I am ready</source>
        <translation>Je suis prêt</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="446"/>
        <source>Start the game</source>
        <translation>Lancer la partie</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="447"/>
        <source>Leave the lobby</source>
        <translation>Quitter le salon</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/lobby.py" line="459"/>
        <source>%n wrong PIN(s) from {addresses}</source>
        <translation>
            <numerusform>%n code PIN erroné depuis {addresses}</numerusform>
            <numerusform>%n codes PIN erronés depuis {addresses}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="473"/>
        <source>(free)</source>
        <translation>(libre)</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="473"/>
        <source>waiting for a player</source>
        <translation>attend un joueur</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="478"/>
        <source>ready</source>
        <translation>prêt</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="478"/>
        <source>not ready</source>
        <translation>pas prêt</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="479"/>
        <source>{name} (you)</source>
        <translation>{name} (vous)</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="500"/>
        <source>Everyone is ready: you can start.</source>
        <translation>Tout le monde est prêt : vous pouvez lancer la partie.</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="501"/>
        <source>Not yet: {reason}.</source>
        <translation>Pas encore : {reason}.</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="503"/>
        <source>The host starts the game when everyone is ready.</source>
        <translation>L&apos;hôte lance la partie quand tout le monde est prêt.</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="519"/>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="520"/>
        <source>connected</source>
        <translation>connecté</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="521"/>
        <source>thinking</source>
        <translation>réfléchit</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="522"/>
        <source>lagging</source>
        <translation>en retard</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="523"/>
        <source>disconnected</source>
        <translation>déconnecté</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="569"/>
        <source>Wait</source>
        <translation>Attendre</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="570"/>
        <source>Hand the seat to a bot</source>
        <translation>Confier la place à un robot</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="582"/>
        <source>Last agreed move: {n} of {played}</source>
        <translation>Dernier coup validé par tous : {n} sur {played}</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="584"/>
        <source>No move agreed yet</source>
        <translation>Aucun coup validé pour l’instant</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="298"/>
        <location filename="../../client/app.py" line="608"/>
        <source>Helsinki</source>
        <translation>Helsinki</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="299"/>
        <source>Shape the market on the Senate Square: push pavilions onto your board, fill rows and columns.</source>
        <translation>Façonnez le marché de la place du Sénat : poussez des pavillons sur votre plateau, complétez lignes et colonnes.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="301"/>
        <source>Play against bots</source>
        <translation>Jouer contre des bots</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="269"/>
        <location filename="../../ui/widgets.py" line="307"/>
        <location filename="../../ui/widgets.py" line="316"/>
        <location filename="../../client/online.py" line="677"/>
        <source>Dry roads expansion</source>
        <translation>Extension Routes sèches</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="308"/>
        <location filename="../../client/app.py" line="385"/>
        <location filename="../../client/app.py" line="408"/>
        <location filename="../../client/app.py" line="523"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="302"/>
        <source>Bots:</source>
        <translation>Bots :</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="302"/>
        <source>Strength:</source>
        <translation>Force :</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="273"/>
        <location filename="../../ui/widgets.py" line="302"/>
        <location filename="../../ui/widgets.py" line="311"/>
        <source>Variant:</source>
        <translation>Variante :</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="309"/>
        <source>Hot seat</source>
        <translation>Chacun son tour sur cet ordinateur</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="314"/>
        <location filename="../../ui/widgets.py" line="340"/>
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="317"/>
        <source>Play hot seat</source>
        <translation>Jouer à tour de rôle</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="272"/>
        <location filename="../../ui/widgets.py" line="310"/>
        <source>Players:</source>
        <translation>Joueurs :</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="310"/>
        <source>Name {n}:</source>
        <translation>Nom {n} :</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="318"/>
        <source>More</source>
        <translation>Plus</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="319"/>
        <source>Open a record…</source>
        <translation>Ouvrir un enregistrement…</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="321"/>
        <source>Resume the selected game</source>
        <translation>Reprendre la partie choisie</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="322"/>
        <source>LAN lobby…</source>
        <translation>Salon réseau local…</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="323"/>
        <source>Play with others on the local network, or watch a game.</source>
        <translation>Jouer avec d&apos;autres sur le réseau local, ou regarder une partie.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="324"/>
        <source>Preferences…</source>
        <translation>Préférences…</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="320"/>
        <source>Interrupted games:</source>
        <translation>Parties interrompues :</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="389"/>
        <source>Show my hand</source>
        <translation>Montrer ma main</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="390"/>
        <source>Pass the computer to {name}.</source>
        <translation>Passez l’ordinateur à {name}.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="409"/>
        <source>Superstructures</source>
        <translation>Superstructures</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="426"/>
        <source>{name} wins!</source>
        <translation>{name} gagne !</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="429"/>
        <source>Export record…</source>
        <translation>Exporter l’enregistrement…</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="436"/>
        <source>Complete rows and columns are highlighted on the boards.</source>
        <translation>Les lignes et colonnes complètes sont surlignées sur les plateaux.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="447"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="454"/>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="459"/>
        <source>Instant</source>
        <translation>Instantané</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="459"/>
        <location filename="../../client/app.py" line="386"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="459"/>
        <location filename="../../client/app.py" line="386"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="459"/>
        <location filename="../../client/app.py" line="386"/>
        <source>Slow</source>
        <translation>Lent</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="463"/>
        <source>Your name:</source>
        <translation>Votre nom :</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="466"/>
        <source>Animation speed:</source>
        <translation>Vitesse des animations :</translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="448"/>
        <location filename="../../ui/widgets.py" line="464"/>
        <source>Your colour:</source>
        <translation>Votre couleur :</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="465"/>
        <source>Language:</source>
        <translation>Langue :</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="141"/>
        <source>Draw (D)</source>
        <translation>Piocher (D)</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="142"/>
        <source>Confirm (Enter)</source>
        <translation>Confirmer (Entrée)</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="143"/>
        <source>Cancel (Esc)</source>
        <translation>Annuler (Échap)</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="144"/>
        <source>End turn (E)</source>
        <translation>Finir le tour (E)</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="165"/>
        <source>Refused: {reason}</source>
        <translation>Refusé : {reason}</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="264"/>
        <location filename="../../client/app.py" line="752"/>
        <location filename="../../client/app.py" line="757"/>
        <source>Export record</source>
        <translation>Exporter l’enregistrement</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="268"/>
        <source>Record exported to {path}.</source>
        <translation>Enregistrement exporté vers {path}.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="386"/>
        <source>Very fast</source>
        <translation>Très rapide</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="388"/>
        <source>Speed:</source>
        <translation>Vitesse :</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="455"/>
        <source>The record is damaged at move {n}: {reason}. It is shown up to move {good}, the last good one.</source>
        <translation>L’enregistrement est endommagé au coup {n} : {reason}. Il est affiché jusqu’au coup {good}, le dernier valide.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="514"/>
        <location filename="../../client/online.py" line="387"/>
        <source>Move {n} of {total}</source>
        <translation>Coup {n} sur {total}</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="385"/>
        <location filename="../../client/app.py" line="528"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="70"/>
        <source>Helsinki records (*.helsinki.json *.json)</source>
        <translation>Enregistrements Helsinki (*.helsinki.json *.json)</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="294"/>
        <source>{path} is not a Helsinki record this program can read.</source>
        <translation>{path} n’est pas un enregistrement Helsinki que ce programme sait lire.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="389"/>
        <source>Continue this game</source>
        <translation>Continuer cette partie</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="390"/>
        <source>Play on from the end of this record.</source>
        <translation>Reprendre la partie à la fin de cet enregistrement.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="460"/>
        <source>The record is damaged: it has a result, but its moves do not end the game.</source>
        <translation>L’enregistrement est endommagé : il a un résultat, mais ses coups ne terminent pas la partie.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="462"/>
        <source>The record is damaged: its moves end the game, but it has no result.</source>
        <translation>L’enregistrement est endommagé : ses coups terminent la partie, mais il n’a pas de résultat.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="467"/>
        <source>The record is damaged: it names {recorded} as the winner, but its moves make {winner} the winner.</source>
        <translation>L’enregistrement est endommagé : il désigne {recorded} comme gagnant, mais selon ses coups c’est {winner} qui gagne.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="471"/>
        <source>The record is damaged: its recorded scores differ from the scores of its moves.</source>
        <translation>L’enregistrement est endommagé : ses scores enregistrés diffèrent des scores de ses coups.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="478"/>
        <source>an unknown player ({seat})</source>
        <translation>un joueur inconnu ({seat})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/app.py" line="485"/>
        <source>%n move(s) verified.</source>
        <translation>
            <numerusform>%n coup vérifié.</numerusform>
            <numerusform>%n coups vérifiés.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="609"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="610"/>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="611"/>
        <source>&amp;Open record…</source>
        <translation>&amp;Ouvrir un enregistrement…</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="612"/>
        <source>&amp;Export record…</source>
        <translation>&amp;Exporter l’enregistrement…</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="613"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="614"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="615"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="616"/>
        <source>&amp;Rules in short</source>
        <translation>&amp;Règles en bref</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="617"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Clavier</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="642"/>
        <source>Leave the game?</source>
        <translation>Quitter la partie ?</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="643"/>
        <source>The game in progress stops here. It is saved: resume it later from the start screen. Leave it now?</source>
        <translation>La partie en cours s’arrête ici. Elle est sauvegardée : reprenez-la plus tard depuis l’écran d’accueil. La quitter maintenant ?</translation>
    </message>
    <message numerus="yes">
        <location filename="../../client/app.py" line="660"/>
        <source>{file}: {names}, %n move(s)</source>
        <translation>
            <numerusform>{file} : {names}, %n coup</numerusform>
            <numerusform>{file} : {names}, %n coups</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/lobby.py" line="263"/>
        <location filename="../../client/app.py" line="682"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="684"/>
        <source>Random bot {n}</source>
        <translation>Bot hasard {n}</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="684"/>
        <source>Greedy bot {n}</source>
        <translation>Bot glouton {n}</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="708"/>
        <source>Cannot resume</source>
        <translation>Reprise impossible</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="727"/>
        <source>Open record</source>
        <translation>Ouvrir un enregistrement</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="736"/>
        <source>Cannot open the record</source>
        <translation>Impossible d’ouvrir l’enregistrement</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="744"/>
        <source>Damaged record</source>
        <translation>Enregistrement endommagé</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="757"/>
        <source>There is no game to export.</source>
        <translation>Il n’y a pas de partie à exporter.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="772"/>
        <source>Rules in short</source>
        <translation>Règles en bref</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="773"/>
        <source>On your turn, move your token 1 to 3 spaces clockwise around the senate, then either take the two cards beside it or build: play a card that shows a tile, plus as many cards of its colour (or wild cards) as its number says. Push the tile onto your board from the side where your token stands until it bumps into the statue or a tile. Covering a coat of arms lets you use one action of the action board later. At the end, every complete row and column scores 2, and superstructures in complete lines score extra.</source>
        <translation>À votre tour, avancez votre pion de 1 à 3 cases dans le sens horaire autour du sénat, puis prenez les deux cartes à côté de lui ou construisez : jouez une carte qui montre une tuile, plus autant de cartes de sa couleur (ou de jokers) que son chiffre l’indique. Poussez la tuile sur votre plateau depuis le côté où se trouve votre pion jusqu’à ce qu’elle bute contre la statue ou une tuile. Couvrir un blason vous permet d’utiliser plus tard une action du plateau d’actions. À la fin, chaque ligne et chaque colonne complète rapporte 2 points, et les superstructures dans des lignes complètes rapportent davantage.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="782"/>
        <source>Keyboard</source>
        <translation>Clavier</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="783"/>
        <source>Tab: next zone (hand, board, senate, actions); arrows: move the cursor; Space: choose; Enter: confirm; Esc: cancel; 1-6: move the token; B: move back; D: draw; E: end the turn. Ghost tile: arrows move it, R turns it, F flips it, S changes the side.</source>
        <translation>Tab : zone suivante (main, plateau, sénat, actions) ; flèches : déplacer le curseur ; Espace : choisir ; Entrée : confirmer ; Échap : annuler ; 1-6 : avancer le pion ; B : reculer ; D : piocher ; E : finir le tour. Tuile fantôme : les flèches la déplacent, R la tourne, F la retourne, S change de côté.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="237"/>
        <source>The game has not started.</source>
        <translation>La partie n&apos;a pas commencé.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="244"/>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="249"/>
        <source>The network game does not take moves now: {reason}</source>
        <translation>La partie en réseau n&apos;accepte pas de coup maintenant : {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="364"/>
        <source>Stop watching</source>
        <translation>Arrêter de regarder</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="369"/>
        <location filename="../../client/online.py" line="1046"/>
        <source>Watching live.</source>
        <translation>En direct.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="401"/>
        <source>Too many PIN attempts from this computer: wait a moment and try again.</source>
        <translation>Trop de tentatives de code PIN depuis cet ordinateur : patientez un instant et réessayez.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="403"/>
        <source>Wrong PIN: the host refused it. Check the PIN and try again.</source>
        <translation>Code PIN erroné : l&apos;hôte l&apos;a refusé. Vérifiez le code et réessayez.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="404"/>
        <source>This game is protected by a PIN: type it in the PIN field and join again.</source>
        <translation>Cette partie est protégée par un code PIN : saisissez-le dans le champ Code PIN et rejoignez-la à nouveau.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="406"/>
        <source>This game is full: all its seats are taken. You can watch it instead.</source>
        <translation>Cette partie est complète : toutes les places sont prises. Vous pouvez la regarder.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="408"/>
        <source>Version mismatch: {detail}. Every player needs the same version of Helsinki-Qt.</source>
        <translation>Versions incompatibles : {detail}. Tous les joueurs doivent avoir la même version de Helsinki-Qt.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="411"/>
        <location filename="../../client/online.py" line="735"/>
        <source>This game has already started. You can watch it instead.</source>
        <translation>Cette partie a déjà commencé. Vous pouvez la regarder.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="413"/>
        <source>Your name is already taken in this game: change it in the preferences.</source>
        <translation>Votre nom est déjà pris dans cette partie : changez-le dans les préférences.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="415"/>
        <source>This game already has as many spectators as it accepts.</source>
        <translation>Cette partie a déjà le nombre maximal de spectateurs.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="417"/>
        <source>Another game answered at this address: it may have ended. Refresh the list and try again.</source>
        <translation>Une autre partie a répondu à cette adresse : celle-ci est peut-être terminée. Actualisez la liste et réessayez.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="419"/>
        <source>The host refused: {detail}</source>
        <translation>L&apos;hôte a refusé : {detail}</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="539"/>
        <location filename="../../client/online.py" line="621"/>
        <source>{name}&apos;s game</source>
        <translation>Partie de {name}</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="544"/>
        <location filename="../../client/online.py" line="613"/>
        <location filename="../../client/online.py" line="1003"/>
        <source>No network to play on: {reason}</source>
        <translation>Aucun réseau pour jouer : {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="558"/>
        <source>Cannot look for games on the network: {reason}</source>
        <translation>Impossible de chercher des parties sur le réseau : {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="593"/>
        <source>{name} in a game with {players}: seat {seat}, {n} moves</source>
        <translation>{name} dans une partie avec {players} : place {seat}, {n} coups</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="626"/>
        <source>Cannot open a port for the game: {reason}</source>
        <translation>Impossible d&apos;ouvrir un port pour la partie : {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="640"/>
        <source>The game is not announced ({reason}); others can join by address.</source>
        <translation>La partie n&apos;est pas annoncée ({reason}) ; les autres peuvent la rejoindre par adresse.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="675"/>
        <source>{n} players</source>
        <translation>{n} joueurs</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="679"/>
        <source>PIN required</source>
        <translation>code PIN exigé</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="680"/>
        <source>{options}. Others join at {where}.</source>
        <translation>{options}. Les autres rejoignent à {where}.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="690"/>
        <source>seat {n} is free</source>
        <translation>la place {n} est libre</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="692"/>
        <source>{name} is not ready</source>
        <translation>{name} n&apos;est pas prêt</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="702"/>
        <location filename="../../client/online.py" line="712"/>
        <source>Not possible: {reason}</source>
        <translation>Impossible : {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="723"/>
        <source>This game is no longer announced.</source>
        <translation>Cette partie n&apos;est plus annoncée.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="726"/>
        <source>Version mismatch: this game was made with another version of Helsinki-Qt (protocol {proto}, rules {rules}). Every player needs the same version.</source>
        <translation>Versions incompatibles : cette partie a été créée avec une autre version de Helsinki-Qt (protocole {proto}, règles {rules}). Tous les joueurs doivent avoir la même version.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="731"/>
        <source>Two hosts announce this game: ask its host for the address and join by address.</source>
        <translation>Deux hôtes annoncent cette partie : demandez l’adresse à son hôte et rejoignez-la par adresse.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="743"/>
        <source>Type the address as address:port, e.g. 192.168.1.20:40123.</source>
        <translation>Saisissez l&apos;adresse sous la forme adresse:port, p. ex. 192.168.1.20:40123.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="752"/>
        <source>Connecting to {where}…</source>
        <translation>Connexion à {where}…</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="765"/>
        <source>Cannot reach {where}: {reason}</source>
        <translation>Impossible de joindre {where} : {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="771"/>
        <source>Watching {game}: waiting for the start.</source>
        <translation>Vous regardez {game} : en attente du début.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="798"/>
        <source>The lobby closed: {reason}</source>
        <translation>Le salon a fermé : {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="830"/>
        <source>Starting: connecting to every player…</source>
        <translation>Démarrage : connexion à chaque joueur…</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="837"/>
        <source>The game could not start: {reason}</source>
        <translation>La partie n&apos;a pas pu commencer : {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="888"/>
        <source>{name} is back: the game goes on.</source>
        <translation>{name} est de retour : la partie continue.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="893"/>
        <source>Seat {n} ({name}) is now played by a bot ({bot}).</source>
        <translation>La place {n} ({name}) est maintenant jouée par un robot ({bot}).</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="898"/>
        <source>(no dump written)</source>
        <translation>(aucun fichier de diagnostic écrit)</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="900"/>
        <source>The game went out of sync at move {n}: the peers reached different states ({hashes}). A dump was written to {path}. What happens now: a peer in the minority rebuilds its state from the record and checks again; if that does not settle it, the game is paused and nothing more is played.</source>
        <translation>La partie s&apos;est désynchronisée au coup {n} : les participants ont obtenu des états différents ({hashes}). Un fichier de diagnostic a été écrit dans {path}. Et maintenant : un participant minoritaire reconstruit son état à partir de l&apos;enregistrement et vérifie à nouveau ; si cela ne suffit pas, la partie est mise en pause et plus rien n&apos;est joué.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="912"/>
        <source>This computer was out of sync at move {n}: it rebuilt its state from the record and agrees with the others again. The game goes on.</source>
        <translation>Cet ordinateur était désynchronisé au coup {n} : il a reconstruit son état à partir de l&apos;enregistrement et est de nouveau d&apos;accord avec les autres. La partie continue.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="907"/>
        <location filename="../../client/online.py" line="917"/>
        <source>The game is paused: {reason}. It cannot go on safely; the record is saved.</source>
        <translation>La partie est en pause : {reason}. Elle ne peut pas continuer sans risque ; l&apos;enregistrement est sauvegardé.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="923"/>
        <source>The game stopped: {reason}. The record is saved.</source>
        <translation>La partie s&apos;est arrêtée : {reason}. L&apos;enregistrement est sauvegardé.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="947"/>
        <source>Waiting for {names} to come back. The game is paused when their seat is to move.</source>
        <translation>En attente du retour de {names}. La partie est en pause quand c&apos;est à leur place de jouer.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="952"/>
        <source>{names} lost the connection{reason}. The game is paused when their seat is to move. Wait for them to rejoin, or hand their seat to a bot?</source>
        <translation>{names} a perdu la connexion{reason}. La partie est en pause quand c&apos;est à sa place de jouer. Attendre son retour, ou confier sa place à un robot ?</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="956"/>
        <source>If it is this computer that lost the network, rejoin your seat to catch up.</source>
        <translation>Si c&apos;est cet ordinateur qui a perdu le réseau, reprenez votre place pour rattraper la partie.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="977"/>
        <source>The seat cannot be handed over: {reason}</source>
        <translation>La place ne peut pas être confiée : {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="992"/>
        <source>This saved game cannot be rejoined: {reason}</source>
        <translation>Impossible de reprendre cette partie sauvegardée : {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="1005"/>
        <location filename="../../client/online.py" line="1006"/>
        <source>Rejoining…</source>
        <translation>Retour dans la partie…</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="1013"/>
        <source>Rejoining failed: {reason}. The others may have left; try again in a moment.</source>
        <translation>Le retour a échoué : {reason}. Les autres sont peut-être partis ; réessayez dans un instant.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="1026"/>
        <source>Rejoined: the game goes on.</source>
        <translation>De retour : la partie continue.</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="1050"/>
        <source>Watching stopped: {reason}</source>
        <translation>Le suivi s’est arrêté : {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="1077"/>
        <source>Leave the online game?</source>
        <translation>Quitter la partie en ligne ?</translation>
    </message>
    <message>
        <location filename="../../client/online.py" line="1078"/>
        <source>The other players will be told that you left. You can rejoin your seat later from the LAN lobby. Leave now?</source>
        <translation>Les autres joueurs seront prévenus de votre départ. Vous pourrez reprendre votre place plus tard depuis le salon réseau local. Partir maintenant ?</translation>
    </message>
    <message>
        <location filename="../../client/session.py" line="127"/>
        <source>it is not your turn</source>
        <translation>ce n’est pas votre tour</translation>
    </message>
    <message>
        <location filename="../../client/session.py" line="158"/>
        <source>The game could not be saved ({detail}). Play goes on; export the record from the Game menu to keep it.</source>
        <translation>La partie n’a pas pu être sauvegardée ({detail}). Le jeu continue ; exportez l’enregistrement depuis le menu Partie pour le garder.</translation>
    </message>
    <message>
        <location filename="../../client/session.py" line="191"/>
        <source>A bot could not choose its move ({detail}).</source>
        <translation>Un bot n’a pas pu choisir son coup ({detail}).</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="100"/>
        <source>Action: click a highlighted action</source>
        <translation>Action : cliquez sur une action en surbrillance</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="115"/>
        <source>Build a pavilion</source>
        <translation>Construisez un pavillon</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="117"/>
        <source>Build a pavilion or end your turn</source>
        <translation>Construisez un pavillon ou finissez votre tour</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="98"/>
        <source>Build: click a highlighted card of your hand</source>
        <translation>Construire : cliquez sur une carte en surbrillance de votre main</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="93"/>
        <source>Click a card of your hand to discard it.</source>
        <translation>Cliquez sur une carte de votre main pour la défausser.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="61"/>
        <source>Click a free roof for the superstructure on {square}, or click it again to keep it there.</source>
        <translation>Cliquez sur un toit libre pour la superstructure de {square}, ou cliquez-la de nouveau pour la laisser en place.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="89"/>
        <source>Click a highlighted senate space, or press how many spaces to go (1-3).</source>
        <translation>Cliquez sur une case du sénat en surbrillance, ou tapez le nombre de cases (1-3).</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="91"/>
        <source>Click a highlighted square for the wild tile.</source>
        <translation>Cliquez sur une case en surbrillance pour la tuile joker.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="87"/>
        <source>Click a senate space for your token, or press its number (0-7).</source>
        <translation>Cliquez sur une case du sénat pour votre pion, ou tapez son numéro (0-7).</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="60"/>
        <source>Click the superstructure to move.</source>
        <translation>Cliquez sur la superstructure à déplacer.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/words.py" line="124"/>
        <source>Discard %n card(s) down to the hand limit</source>
        <translation>
            <numerusform>Défaussez %n carte jusqu’à la limite de main</numerusform>
            <numerusform>Défaussez %n cartes jusqu’à la limite de main</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="114"/>
        <source>Draw cards</source>
        <translation>Piochez des cartes</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="113"/>
        <source>Draw cards or build a pavilion</source>
        <translation>Piochez des cartes ou construisez un pavillon</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="116"/>
        <source>Draw cards or end your turn</source>
        <translation>Piochez des cartes ou finissez votre tour</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="96"/>
        <source>Draw: D or a highlighted display card</source>
        <translation>Piocher : D ou une carte exposée en surbrillance</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="102"/>
        <source>End the turn: E</source>
        <translation>Finir le tour : E</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="119"/>
        <source>End your turn</source>
        <translation>Finissez votre tour</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game.py" line="189"/>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="111"/>
        <source>Move your token</source>
        <translation>Déplacez votre pion</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="112"/>
        <source>Move your token or take an action</source>
        <translation>Déplacez votre pion ou faites une action</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/words.py" line="121"/>
        <source>Place %n superstructure(s) on the new tile</source>
        <translation>
            <numerusform>Placez %n superstructure sur la nouvelle tuile</numerusform>
            <numerusform>Placez %n superstructures sur la nouvelle tuile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/words.py" line="122"/>
        <source>Place %n wild tile(s)</source>
        <translation>
            <numerusform>Placez %n tuile joker</numerusform>
            <numerusform>Placez %n tuiles joker</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="110"/>
        <source>Place your token on a senate space</source>
        <translation>Placez votre pion sur une case du sénat</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="120"/>
        <source>Push the tile onto your board</source>
        <translation>Poussez la tuile sur votre plateau</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game.py" line="190"/>
        <source>Show or hide the log of the moves.</source>
        <translation>Afficher ou masquer le journal des coups.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="118"/>
        <source>Take an action or end your turn</source>
        <translation>Faites une action ou finissez votre tour</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game.py" line="186"/>
        <source>Take back (Ctrl+Z)</source>
        <translation>Reprendre (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="76"/>
        <source>The tile is paid for: push it onto the board, or take the payment back (Ctrl+Z).</source>
        <translation>La tuile est payée : poussez-la sur le plateau, ou reprenez le paiement (Ctrl+Z).</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game.py" line="187"/>
        <source>Undo your last step. Steps that showed a card from the pile cannot be taken back.</source>
        <translation>Annuler votre dernière étape. Les étapes qui ont montré une carte de la pioche ne peuvent pas être reprises.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="135"/>
        <source>{name} may build a pavilion or end the turn</source>
        <translation>{name} peut construire un pavillon ou finir son tour</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="134"/>
        <source>{name} may draw cards or end the turn</source>
        <translation>{name} peut piocher des cartes ou finir son tour</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="136"/>
        <source>{name} may take an action or end the turn</source>
        <translation>{name} peut faire une action ou finir son tour</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="133"/>
        <source>{name} must build a pavilion</source>
        <translation>{name} doit construire un pavillon</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/words.py" line="142"/>
        <source>{name} must discard %n card(s)</source>
        <translation>
            <numerusform>{name} doit défausser %n carte</numerusform>
            <numerusform>{name} doit défausser %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="132"/>
        <source>{name} must draw cards</source>
        <translation>{name} doit piocher des cartes</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="131"/>
        <source>{name} must draw cards or build a pavilion</source>
        <translation>{name} doit piocher des cartes ou construire un pavillon</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="137"/>
        <source>{name} must end the turn</source>
        <translation>{name} doit finir son tour</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="141"/>
        <source>{name} must move a superstructure</source>
        <translation>{name} doit déplacer une superstructure</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="129"/>
        <source>{name} must move the token</source>
        <translation>{name} doit déplacer son pion</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="130"/>
        <source>{name} must move the token or take an action</source>
        <translation>{name} doit déplacer son pion ou faire une action</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/words.py" line="139"/>
        <source>{name} must place %n superstructure(s)</source>
        <translation>
            <numerusform>{name} doit placer %n superstructure</numerusform>
            <numerusform>{name} doit placer %n superstructures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/words.py" line="140"/>
        <source>{name} must place %n wild tile(s)</source>
        <translation>
            <numerusform>{name} doit placer %n tuile joker</numerusform>
            <numerusform>{name} doit placer %n tuiles joker</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="128"/>
        <source>{name} must place a token on a senate space</source>
        <translation>{name} doit placer son pion sur une case du sénat</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="138"/>
        <source>{name} must push the tile onto the board</source>
        <translation>{name} doit pousser la tuile sur son plateau</translation>
    </message>
    <message>
        <location filename="../../ui/table/items/board.py" line="131"/>
        <source>cards {cards}</source>
        <translation>cartes {cards}</translation>
    </message>
    <message>
        <location filename="../../ui/table/items/board.py" line="130"/>
        <source>coats of arms {coats}</source>
        <translation>blasons {coats}</translation>
    </message>
    <message>
        <location filename="../../ui/table/items/board.py" line="131"/>
        <source>arms {coats}</source>
        <translation>blasons {coats}</translation>
    </message>
</context>
</TS>
