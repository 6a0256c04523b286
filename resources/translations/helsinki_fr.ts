<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../../ui/describe.py" line="25"/>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="28"/>
        <source>{first} and {last}</source>
        <translation>{first} et {last}</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="32"/>
        <source>{name} put the first token on senate space {n}.</source>
        <translation>{name} a posé le premier pion sur la case {n} du sénat.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="37"/>
        <source>{name} moved 1 space back.</source>
        <translation>{name} a reculé d’une case.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="39"/>
        <source>{name} moved 1 space.</source>
        <translation>{name} a avancé d’une case.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="40"/>
        <source>{name} moved {n} spaces.</source>
        <translation>{name} a avancé de {n} cases.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="47"/>
        <source>{name} took {cards}.</source>
        <translation>{name} a pris {cards}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="49"/>
        <location filename="../../ui/describe.py" line="168"/>
        <source>{name} also drew a card from the pile.</source>
        <translation>{name} a aussi pioché une carte.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="55"/>
        <source>{name} played {cards} to build a {colour} tile with {roofs} roofs.</source>
        <translation>{name} a joué {cards} pour construire une tuile {colour} de {roofs} toits.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="67"/>
        <source>{name} pushed the {colour} tile in from the {side}.</source>
        <translation>{name} a poussé la tuile {colour} depuis le {side}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/describe.py" line="77"/>
        <source>{name} put %n superstructure(s) on the new tile.</source>
        <translation>
            <numerusform>{name} a posé %n superstructure sur la nouvelle tuile.</numerusform>
            <numerusform>{name} a posé %n superstructures sur la nouvelle tuile.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="82"/>
        <source>{name} placed a wild tile.</source>
        <translation>{name} a posé une tuile joker.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="94"/>
        <source>{name} moved a superstructure to another roof.</source>
        <translation>{name} a déplacé une superstructure sur un autre toit.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="71"/>
        <source>It touches a tile of its colour: {name} drew a bonus card.</source>
        <translation>Elle touche une tuile de sa couleur&#xa0;: {name} pioche une carte bonus.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="86"/>
        <source>{name} spent a coat of arms on “{action}”.</source>
        <translation>{name} a dépensé un blason pour «&#xa0;{action}&#xa0;».</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="89"/>
        <source>{name} scored 2 points.</source>
        <translation>{name} marque 2 points.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="98"/>
        <source>{name} discarded {card}.</source>
        <translation>{name} a défaussé {card}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="102"/>
        <source>{name} ended the turn.</source>
        <translation>{name} a fini son tour.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/describe.py" line="133"/>
        <source>{name} took %n coat(s) of arms.</source>
        <translation>
            <numerusform>{name} a pris %n blason.</numerusform>
            <numerusform>{name} a pris %n blasons.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="135"/>
        <source>{name} connected all visitors: Dry roads bonus of {n} points!</source>
        <translation>{name} a relié tous les visiteurs&#xa0;: bonus Routes sèches de {n} points&#x202f;!</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="138"/>
        <location filename="../../ui/copenhagen/words.py" line="121"/>
        <location filename="../../client/online/watching.py" line="54"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="160"/>
        <source>{name} moved 1 space back and took {cards}.</source>
        <translation>{name} a reculé d’une case et a pris {cards}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="162"/>
        <source>{name} moved 1 space and took {cards}.</source>
        <translation>{name} a avancé d’une case et a pris {cards}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="164"/>
        <source>{name} moved {n} spaces and took {cards}.</source>
        <translation>{name} a avancé de {n} cases et a pris {cards}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="148"/>
        <location filename="../../ui/copenhagen/words.py" line="13"/>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="148"/>
        <location filename="../../ui/copenhagen/words.py" line="13"/>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="148"/>
        <location filename="../../ui/copenhagen/words.py" line="13"/>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="148"/>
        <location filename="../../ui/copenhagen/words.py" line="13"/>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="148"/>
        <location filename="../../ui/copenhagen/words.py" line="13"/>
        <source>purple</source>
        <translation>violet</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="148"/>
        <source>wild</source>
        <translation>joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="153"/>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="153"/>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="153"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="153"/>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="160"/>
        <location filename="../../ui/i18n.py" line="167"/>
        <source>wild card</source>
        <translation>carte joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="161"/>
        <source>{colour} {number}</source>
        <translation>{number} {colour}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="168"/>
        <source>{colour} {number}: tile with {roofs} roofs</source>
        <translation>{number} {colour}&#xa0;: tuile de {roofs} toits</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/i18n.py" line="172"/>
        <source>, %n superstructure(s)</source>
        <translation>
            <numerusform>, %n superstructure</numerusform>
            <numerusform>, %n superstructures</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="182"/>
        <location filename="../../ui/pages/replay_table.py" line="114"/>
        <source>the game was already over</source>
        <translation>la partie était déjà terminée</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="184"/>
        <location filename="../../ui/pages/replay_table.py" line="116"/>
        <source>it is recorded for another player than the one to move</source>
        <translation>il est attribué à un autre joueur que celui qui doit jouer</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="187"/>
        <location filename="../../ui/pages/replay_table.py" line="121"/>
        <source>the table after it differs from the recorded one</source>
        <translation>la table qui en résulte diffère de celle enregistrée</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="214"/>
        <source>Move 1-6 spaces</source>
        <translation>Avancer de 1 à 6 cases</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="215"/>
        <source>Gain 2 wild tiles</source>
        <translation>Gagner 2 tuiles joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="216"/>
        <source>Push from any side</source>
        <translation>Pousser de n’importe quel côté</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="217"/>
        <source>Draw one more card</source>
        <translation>Piocher une carte de plus</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="218"/>
        <location filename="../../ui/i18n.py" line="241"/>
        <source>One fewer card</source>
        <translation>Une carte de moins</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="219"/>
        <source>Move 1-5 spaces</source>
        <translation>Avancer de 1 à 5 cases</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="220"/>
        <source>Gain 1 wild tile</source>
        <translation>Gagner 1 tuile joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="221"/>
        <source>Build a second pavilion</source>
        <translation>Construire un second pavillon</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="222"/>
        <source>Gain 2 points</source>
        <translation>Gagner 2 points</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="223"/>
        <source>Any one card as wild</source>
        <translation>Une carte au choix comme joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="224"/>
        <source>Move 1 space back</source>
        <translation>Reculer d’une case</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="225"/>
        <source>Ignore hand limit</source>
        <translation>Ignorer la limite de main</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="226"/>
        <location filename="../../ui/i18n.py" line="249"/>
        <source>Draw and build</source>
        <translation>Piocher, bâtir</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="227"/>
        <source>One more superstructure</source>
        <translation>Une superstructure de plus</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="228"/>
        <location filename="../../ui/table/words.py" line="177"/>
        <source>Move a superstructure</source>
        <translation>Déplacer une superstructure</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="237"/>
        <source>Move 1-6</source>
        <translation>1 à 6 cases</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="238"/>
        <source>2 wild tiles</source>
        <translation>2 tuiles joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="239"/>
        <source>Push any side</source>
        <translation>Pousser partout</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="240"/>
        <source>One more card</source>
        <translation>Une carte de plus</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="242"/>
        <source>Move 1-5</source>
        <translation>1 à 5 cases</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="243"/>
        <source>1 wild tile</source>
        <translation>1 tuile joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="244"/>
        <source>Second pavilion</source>
        <translation>Second pavillon</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="245"/>
        <source>2 points</source>
        <translation>2 points</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="246"/>
        <source>Card as wild</source>
        <translation>Carte comme joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="247"/>
        <source>1 space back</source>
        <translation>1 case en arrière</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="248"/>
        <source>No hand limit</source>
        <translation>Main illimitée</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="250"/>
        <source>Extra super­structure</source>
        <translation>Super­structure en plus</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="251"/>
        <source>Move super­structure</source>
        <translation>Super­structure déplacée</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="266"/>
        <source>Cathedral</source>
        <translation>Cathédrale</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="267"/>
        <source>Government Palace</source>
        <translation>Palais du gouvernement</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="268"/>
        <source>Sederholm House</source>
        <translation>Maison Sederholm</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="269"/>
        <source>University</source>
        <translation>Université</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="274"/>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="274"/>
        <source>east</source>
        <translation>est</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="274"/>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="274"/>
        <source>west</source>
        <translation>ouest</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="91"/>
        <source>place the first token on a senate space</source>
        <translation>placer le premier pion sur une case du sénat</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="92"/>
        <source>move the token</source>
        <translation>déplacer le pion</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="93"/>
        <source>draw cards or build a pavilion</source>
        <translation>piocher des cartes ou construire un pavillon</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="94"/>
        <source>push the tile onto the board</source>
        <translation>pousser la tuile sur le plateau</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="95"/>
        <source>put the superstructures on roofs</source>
        <translation>poser les superstructures sur des toits</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="96"/>
        <source>place a wild tile</source>
        <translation>poser une tuile joker</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="97"/>
        <source>move a superstructure</source>
        <translation>déplacer une superstructure</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="98"/>
        <source>discard down to the hand limit</source>
        <translation>défausser jusqu’à la limite de main</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="99"/>
        <location filename="../../engine/helsinki/violation.py" line="121"/>
        <location filename="../../ui/copenhagen/words.py" line="142"/>
        <location filename="../../client/session.py" line="121"/>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="122"/>
        <source>the game waits for you to {step}</source>
        <translation>la partie attend ceci&#xa0;: {step}</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="124"/>
        <source>you may draw cards only once a turn</source>
        <translation>vous ne pouvez piocher qu’une fois par tour</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="125"/>
        <source>you may draw cards or build a pavilion, not both (both with “{action}”)</source>
        <translation>vous pouvez piocher ou construire un pavillon, pas les deux (les deux avec «&#xa0;{action}&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="128"/>
        <source>you may build one pavilion a turn (two with “{action}”)</source>
        <translation>vous pouvez construire un pavillon par tour (deux avec «&#xa0;{action}&#xa0;»)</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="130"/>
        <source>draw cards or build a pavilion before you end your turn</source>
        <translation>piochez des cartes ou construisez un pavillon avant de finir votre tour</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="132"/>
        <source>the token may move {distances} spaces now</source>
        <translation>le pion peut avancer de {distances} cases maintenant</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="134"/>
        <source>a wild card shows no tile and cannot be played on its own</source>
        <translation>une carte joker ne montre aucune tuile et ne peut pas être jouée seule</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="136"/>
        <source>the hand does not hold {cards}</source>
        <translation>la main ne contient pas {cards}</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="138"/>
        <source>the tile of the {card} is no longer in the supply</source>
        <translation>la tuile de la carte {card} n’est plus dans la réserve</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="140"/>
        <source>the {card} needs {need} card(s) played, not {given}</source>
        <translation>la carte {card} demande {need} carte(s) jouée(s), pas {given}</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="143"/>
        <source>the other cards must be {colour} or wild</source>
        <translation>les autres cartes doivent être {colour} ou joker</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="145"/>
        <source>the tile cannot be pushed onto the board from the {sides}</source>
        <translation>la tuile ne peut pas être poussée sur le plateau depuis le côté {sides}</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="148"/>
        <source>the cards are not in order</source>
        <translation>les cartes ne sont pas dans l’ordre</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="149"/>
        <source>the tile must come in from the {sides} and stop fully on the board</source>
        <translation>la tuile doit entrer par le côté {sides} et s’arrêter entièrement sur le plateau</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="152"/>
        <source>{count} superstructure(s) go on roofs of the new tile</source>
        <translation>{count} superstructure(s) vont sur les toits de la nouvelle tuile</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="155"/>
        <source>a wild tile goes on an empty square next to a pavilion or wild tile</source>
        <translation>une tuile joker va sur une case vide voisine d’un pavillon ou d’une tuile joker</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="157"/>
        <source>a superstructure moves from a roof to a free roof</source>
        <translation>une superstructure passe d’un toit à un toit libre</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="159"/>
        <source>actions are spent only during your own turn</source>
        <translation>les actions ne se jouent que pendant votre propre tour</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="161"/>
        <source>“{action}” is covered in this game</source>
        <translation>«&#xa0;{action}&#xa0;» est couverte dans cette partie</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="163"/>
        <source>you have used “{action}” already</source>
        <translation>vous avez déjà utilisé «&#xa0;{action}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="165"/>
        <source>there is no coat of arms in your meadow</source>
        <translation>il n’y a aucun blason dans votre pré</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="166"/>
        <source>“{action}” cannot take effect now</source>
        <translation>«&#xa0;{action}&#xa0;» ne peut pas servir maintenant</translation>
    </message>
    <message>
        <location filename="../../ui/table/items/cards.py" line="85"/>
        <source>WILD</source>
        <translation>JOKER</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="201"/>
        <location filename="../../ui/table/items/actions.py" line="114"/>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <location filename="../../ui/table/items/supply.py" line="88"/>
        <source>Supply</source>
        <translation>Réserve</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/items/supply.py" line="47"/>
        <source>%n superstructure(s)</source>
        <translation>
            <numerusform>%n superstructure</numerusform>
            <numerusform>%n superstructures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/items/supply.py" line="48"/>
        <source>%n wild tile(s)</source>
        <translation>
            <numerusform>%n tuile joker</numerusform>
            <numerusform>%n tuiles joker</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/table/items/supply.py" line="50"/>
        <source>Dry roads bonus cards:</source>
        <translation>Cartes bonus Routes sèches&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="28"/>
        <source>The tile would stop before it is fully on the board.</source>
        <translation>La tuile s’arrêterait avant d’être entièrement sur le plateau.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="26"/>
        <source>Nothing stops the tile: it would slide off the far edge.</source>
        <translation>Rien n’arrête la tuile&#xa0;: elle sortirait par le bord opposé.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="475"/>
        <location filename="../../ui/pages/replay.py" line="62"/>
        <location filename="../../ui/table/scene.py" line="261"/>
        <source>Seat {n}</source>
        <translation>Place {n}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game.py" line="92"/>
        <source>Round {n}</source>
        <translation>Manche {n}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game.py" line="94"/>
        <source>final round</source>
        <translation>dernière manche</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game.py" line="95"/>
        <location filename="../../ui/pages/watch.py" line="142"/>
        <location filename="../../ui/copenhagen/page.py" line="87"/>
        <source>move {n}</source>
        <translation>coup {n}</translation>
    </message>
    <message>
        <location filename="../../ui/table/scene.py" line="230"/>
        <source>Draw pile</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <location filename="../../ui/table/scene.py" line="233"/>
        <source>Discard pile</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <location filename="../../ui/table/items/recap.py" line="55"/>
        <source>Since your last turn</source>
        <translation>Depuis votre dernier tour</translation>
    </message>
    <message>
        <location filename="../../ui/table/items/recap.py" line="57"/>
        <source>Since the last turn of {name}</source>
        <translation>Depuis le dernier tour de {name}</translation>
    </message>
    <message>
        <location filename="../../ui/table/scene.py" line="359"/>
        <source>Dry roads bonus {n}</source>
        <translation>bonus Routes sèches {n}</translation>
    </message>
    <message>
        <location filename="../../ui/table/scene.py" line="361"/>
        <source>no hand limit</source>
        <translation>pas de limite de main</translation>
    </message>
    <message>
        <location filename="../../ui/table/scene.py" line="426"/>
        <source>Score if the game ended now</source>
        <translation>Score si la partie s’arrêtait maintenant</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="428"/>
        <location filename="../../ui/table/scene.py" line="413"/>
        <location filename="../../client/online/controller.py" line="92"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="198"/>
        <source>Rows</source>
        <translation>Rangées</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="198"/>
        <source>Complete rows: 2 points each</source>
        <translation>Rangées complètes&#xa0;: 2 points chacune</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="199"/>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="199"/>
        <source>Complete columns: 2 points each</source>
        <translation>Colonnes complètes&#xa0;: 2 points chacune</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="201"/>
        <source>Points of the action board</source>
        <translation>Points du plateau d’actions</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="204"/>
        <source>The Dry roads bonus card</source>
        <translation>La carte bonus Routes sèches</translation>
    </message>
    <message>
        <location filename="../../ui/pages/end.py" line="94"/>
        <location filename="../../ui/copenhagen/end.py" line="101"/>
        <source>{rank}. {name}</source>
        <translation>{rank}. {name}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/result.py" line="72"/>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <location filename="../../ui/pages/result.py" line="73"/>
        <source>Show the table</source>
        <translation>Voir la table</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="246"/>
        <location filename="../../ui/pages/result.py" line="75"/>
        <source>Back to the menu</source>
        <translation>Retour au menu</translation>
    </message>
    <message>
        <location filename="../../ui/pages/end.py" line="136"/>
        <location filename="../../ui/pages/watch.py" line="141"/>
        <location filename="../../ui/copenhagen/end.py" line="147"/>
        <location filename="../../ui/copenhagen/page.py" line="77"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/pages/end.py" line="140"/>
        <location filename="../../ui/copenhagen/end.py" line="33"/>
        <source>{name} wins with %n point(s)!</source>
        <translation>
            <numerusform>{name} gagne avec %n point&#x202f;!</numerusform>
            <numerusform>{name} gagne avec %n points&#x202f;!</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/pages/end.py" line="143"/>
        <source>Complete rows and columns are outlined on the boards.</source>
        <translation>Les rangées et colonnes complètes sont entourées sur les plateaux.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/end.py" line="146"/>
        <source>A tie on points: of the tied players, the one latest in turn order wins.</source>
        <translation>Égalité de points&#xa0;: parmi les ex æquo, le dernier dans l’ordre du tour gagne.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="127"/>
        <source>Dry roads</source>
        <translation>Routes sèches</translation>
    </message>
    <message>
        <location filename="../../ui/table/scene.py" line="414"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="79"/>
        <source>Wait: it is not your turn.</source>
        <translation>Attendez&#xa0;: ce n’est pas votre tour.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="40"/>
        <source>Not allowed: {reason}.</source>
        <translation>Interdit&#xa0;: {reason}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/pages/game.py" line="82"/>
        <source>Game over: {name} wins with %n point(s)</source>
        <translation>
            <numerusform>Partie terminée&#xa0;: {name} gagne avec %n point</numerusform>
            <numerusform>Partie terminée&#xa0;: {name} gagne avec %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/pages/end.py" line="95"/>
        <location filename="../../ui/pages/end.py" line="100"/>
        <location filename="../../ui/table/scene.py" line="356"/>
        <location filename="../../ui/copenhagen/end.py" line="102"/>
        <location filename="../../ui/copenhagen/end.py" line="109"/>
        <location filename="../../ui/copenhagen/end.py" line="111"/>
        <location filename="../../ui/copenhagen/items/house.py" line="135"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/scene.py" line="362"/>
        <source>Meadow: %n coat(s) of arms</source>
        <translation>
            <numerusform>Pré&#xa0;: %n blason</numerusform>
            <numerusform>Pré&#xa0;: %n blasons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/scene.py" line="363"/>
        <source>hand: %n card(s)</source>
        <translation>
            <numerusform>main&#xa0;: %n carte</numerusform>
            <numerusform>main&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/scene.py" line="389"/>
        <source>Hand of {name} (%n card(s))</source>
        <translation>
            <numerusform>Main de {name} (%n carte)</numerusform>
            <numerusform>Main de {name} (%n cartes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/words.py" line="49"/>
        <source>Build: {n} of %n card(s) chosen ({colour} or wild).</source>
        <translation>
            <numerusform>Construire&#xa0;: {n} carte choisie sur %n ({colour} ou joker).</numerusform>
            <numerusform>Construire&#xa0;: {n} cartes choisies sur %n ({colour} ou joker).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="52"/>
        <source>Press Enter or Confirm to place the tile.</source>
        <translation>Appuyez sur Entrée ou Confirmer pour placer la tuile.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="53"/>
        <source>Click cards to add or remove them.</source>
        <translation>Cliquez sur des cartes pour les ajouter ou les retirer.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="84"/>
        <source>Superstructures go on roofs of the tile just built.</source>
        <translation>Les superstructures vont sur les toits de la tuile qui vient d’être construite.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="86"/>
        <source>Every superstructure has its roof: click a chosen roof to free it, or press Enter to confirm.</source>
        <translation>Chaque superstructure a son toit&#xa0;: cliquez sur un toit choisi pour le libérer, ou appuyez sur Entrée pour confirmer.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="89"/>
        <source>Choose a superstructure to move first.</source>
        <translation>Choisissez d’abord la superstructure à déplacer.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="45"/>
        <source>Not now: the game waits for you to {step}.</source>
        <translation>Pas maintenant&#xa0;: la partie attend que vous fassiez ceci&#xa0;: {step}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/words.py" line="58"/>
        <source>Choose %n more roof(s) of the new tile for the superstructures.</source>
        <translation>
            <numerusform>Choisissez encore %n toit de la nouvelle tuile pour les superstructures.</numerusform>
            <numerusform>Choisissez encore %n toits de la nouvelle tuile pour les superstructures.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="93"/>
        <source>Not allowed: {reason}</source>
        <translation>Interdit&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="73"/>
        <source>Push from the {side}: arrows or mouse move it, R or the wheel turns it, F or a right click flips it{more}; Enter or a click confirms, Esc cancels.</source>
        <translation>Poussée depuis le {side}&#xa0;: les flèches ou la souris la déplacent, R ou la molette la tourne, F ou un clic droit la retourne{more}&#x202f;; Entrée ou un clic confirme, Échap annule.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="75"/>
        <source>, S changes the side</source>
        <translation>, S change de côté</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="91"/>
        <source>Not allowed from the {side}: {reason}</source>
        <translation>Impossible depuis le {side}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="96"/>
        <source>Choice cancelled.</source>
        <translation>Choix annulé.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="106"/>
        <source>All actions</source>
        <translation>Toutes les actions</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="84"/>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="80"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="80"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="90"/>
        <source>Plays any legal move.</source>
        <translation>Joue n’importe quel coup permis.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="91"/>
        <source>Plays for points, but often overlooks the best move.</source>
        <translation>Joue pour les points, mais laisse souvent passer le meilleur coup.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="92"/>
        <source>Plays the turn that scores best right now.</source>
        <translation>Joue le tour qui rapporte le plus tout de suite.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="93"/>
        <source>Thinks a second a turn about what the others may hold and do next.</source>
        <translation>Réfléchit une seconde par tour à ce que les autres peuvent avoir en main et jouer ensuite.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="105"/>
        <source>First game</source>
        <translation>Première partie</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="107"/>
        <source>New challenges</source>
        <translation>Nouveaux défis</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="114"/>
        <source>The bottom row of the action board is covered: the gentlest start.</source>
        <translation>La rangée du bas du plateau d’actions est couverte&#xa0;: le départ le plus doux.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="116"/>
        <source>Every action of the action board can be used.</source>
        <translation>Toutes les actions du plateau d’actions sont utilisables.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="117"/>
        <source>Five actions are covered: chosen here, or left to chance.</source>
        <translation>Cinq actions sont couvertes&#xa0;: choisies ici, ou laissées au hasard.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/pages/choices.py" line="125"/>
        <location filename="../../ui/pages/room.py" line="84"/>
        <location filename="../../ui/pages/start.py" line="103"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="129"/>
        <source>covered: {actions}</source>
        <translation>couvertes&#xa0;: {actions}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="133"/>
        <location filename="../../ui/pages/room.py" line="87"/>
        <source>seat {n}</source>
        <translation>place {n}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="134"/>
        <location filename="../../ui/pages/room.py" line="86"/>
        <source>{name} starts</source>
        <translation>{name} commence</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="189"/>
        <source>Covered actions</source>
        <translation>Actions couvertes</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="192"/>
        <source>Choose the {n} actions of the action board that nobody may use in this game.</source>
        <translation>Choisissez les {n} actions du plateau d’actions que personne ne pourra utiliser dans cette partie.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="209"/>
        <source>Leave to chance</source>
        <translation>Laisser au hasard</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="237"/>
        <source>{n} of {total} chosen</source>
        <translation>{n} sur {total} choisies</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="361"/>
        <location filename="../../ui/pages/room.py" line="241"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="365"/>
        <source>Covered actions:</source>
        <translation>Actions couvertes&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="366"/>
        <source>Start player:</source>
        <translation>Premier joueur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="376"/>
        <source>Left to chance</source>
        <translation>Laissé au hasard</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="421"/>
        <source>Left to chance: choose…</source>
        <translation>Laissées au hasard&#xa0;: choisir…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/pages/choices.py" line="424"/>
        <source>%n chosen: change…</source>
        <translation>
            <numerusform>%n choisie&#xa0;: changer…</numerusform>
            <numerusform>%n choisies&#xa0;: changer…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="438"/>
        <source>{names} and {last}</source>
        <translation>{names} et {last}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="492"/>
        <source>Taken by another player</source>
        <translation>Prise par un autre joueur</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="309"/>
        <source>LAN lobby</source>
        <translation>Salon réseau local</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="310"/>
        <source>Games on the network</source>
        <translation>Parties sur le réseau</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="83"/>
        <location filename="../../ui/pages/start.py" line="339"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="84"/>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="86"/>
        <location filename="../../ui/pages/start.py" line="354"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="87"/>
        <source>Free seats</source>
        <translation>Places libres</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="88"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="85"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="89"/>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="90"/>
        <location filename="../../ui/pages/game_list.py" line="133"/>
        <source>PIN</source>
        <translation>Code PIN</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="385"/>
        <source>Looking for games on the network…</source>
        <translation>Recherche de parties sur le réseau…</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="321"/>
        <location filename="../../ui/pages/start.py" line="364"/>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="322"/>
        <location filename="../../ui/pages/start.py" line="365"/>
        <source>Watch</source>
        <translation>Regarder</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="314"/>
        <location filename="../../ui/pages/lobby.py" line="351"/>
        <source>PIN:</source>
        <translation>Code PIN&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="323"/>
        <source>Join by address (when the network blocks discovery)</source>
        <translation>Rejoindre par adresse (si le réseau bloque la découverte)</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="325"/>
        <source>address:port, e.g. 192.168.1.20:40123</source>
        <translation>adresse:port, p. ex. 192.168.1.20:40123</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="326"/>
        <source>Interrupted online games</source>
        <translation>Parties en ligne interrompues</translation>
    </message>
    <message>
        <location filename="../../ui/network_bar.py" line="238"/>
        <location filename="../../ui/pages/lobby.py" line="327"/>
        <location filename="../../ui/pages/start.py" line="555"/>
        <source>Rejoin my seat</source>
        <translation>Rejoindre ma place</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="331"/>
        <source>Host a game</source>
        <translation>Organiser une partie</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="334"/>
        <source>e.g. Friday night</source>
        <translation>p. ex. Vendredi soir</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="350"/>
        <source>Name of the game:</source>
        <translation>Nom de la partie&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="351"/>
        <source>Seat {n}:</source>
        <translation>Place {n}&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="115"/>
        <source>A player on the network</source>
        <translation>Un joueur sur le réseau</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/pages/lobby.py" line="102"/>
        <source>Rejoin as {name} (seat {seats}): a game with {others}, %n move(s) played</source>
        <translation>
            <numerusform>Revenir en tant que {name} (place {seats})&#xa0;: une partie avec {others}, %n coup joué</numerusform>
            <numerusform>Revenir en tant que {name} (place {seats})&#xa0;: une partie avec {others}, %n coups joués</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="309"/>
        <source>Join a game, watch one, or host your own.</source>
        <translation>Rejoignez une partie, regardez-en une, ou créez la vôtre.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="328"/>
        <source>Forget</source>
        <translation>Oublier</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="329"/>
        <source>Forget this game: it cannot be rejoined any more (its record is kept)</source>
        <translation>Oublier cette partie&#xa0;: on ne pourra plus la rejoindre (son enregistrement est conservé)</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="332"/>
        <source>Game:</source>
        <translation>Jeu&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="343"/>
        <source>optional</source>
        <translation>facultatif</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="345"/>
        <source>off</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="346"/>
        <source>{n} min</source>
        <translation>{n}&#xa0;min</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="348"/>
        <source>How long a player may think over a turn; past it, the others may hand the seat to a bot</source>
        <translation>Le temps qu’un joueur peut prendre pour son tour&#xa0;; au-delà, les autres peuvent confier sa place à un robot</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="352"/>
        <source>Turn timer:</source>
        <translation>Temps par tour&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="355"/>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="387"/>
        <source>Not looking for games on the network (see below).</source>
        <translation>Aucune recherche de parties sur le réseau (voir plus bas).</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="476"/>
        <source>Seat {n} ({bot})</source>
        <translation>Place {n} ({bot})</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="96"/>
        <source>other version</source>
        <translation>autre version</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="98"/>
        <source>announced by two hosts</source>
        <translation>annoncée par deux hôtes</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="100"/>
        <source>running</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="102"/>
        <source>full</source>
        <translation>complète</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="103"/>
        <source>waiting for players</source>
        <translation>attend des joueurs</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="111"/>
        <source>{name} ({game})</source>
        <translation>{name} ({game})</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="127"/>
        <source>{variant} (chosen actions covered)</source>
        <translation>{variant} (actions couvertes choisies)</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="129"/>
        <source>{variant}, Dry roads</source>
        <translation>{variant}, Routes sèches</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="140"/>
        <source>{variant}, {n} min a turn</source>
        <translation>{variant}, {n}&#xa0;min par tour</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="230"/>
        <source>gone</source>
        <translation>disparue</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="245"/>
        <source>I am ready</source>
        <translation>Je suis prêt</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="246"/>
        <source>Start the game</source>
        <translation>Lancer la partie</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/pages/room.py" line="272"/>
        <source>%n wrong PIN(s) from {addresses}</source>
        <translation>
            <numerusform>%n code PIN erroné depuis {addresses}</numerusform>
            <numerusform>%n codes PIN erronés depuis {addresses}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="60"/>
        <source>Covered: {actions}.</source>
        <translation>Couvertes&#xa0;: {actions}.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="62"/>
        <source>With the Dry roads expansion.</source>
        <translation>Avec l’extension Routes sèches.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="63"/>
        <source>Without the Dry roads expansion.</source>
        <translation>Sans l’extension Routes sèches.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="68"/>
        <source>The start player is left to chance.</source>
        <translation>Le premier joueur est laissé au hasard.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="70"/>
        <source>{name} starts.</source>
        <translation>{name} commence.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="72"/>
        <source>Turn timer: {n} min; past it, the others may hand the seat to a bot.</source>
        <translation>Temps par tour&#xa0;: {n}&#xa0;min&#xa0;; au-delà, les autres peuvent confier la place à un robot.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="75"/>
        <source>No turn timer: a turn takes as long as it takes.</source>
        <translation>Pas de limite de temps par tour&#xa0;: chacun prend le temps qu’il faut.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="106"/>
        <source>waiting for a player</source>
        <translation>attend un joueur</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="109"/>
        <source>ready</source>
        <translation>prêt</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="109"/>
        <source>not ready</source>
        <translation>pas prêt</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="240"/>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="249"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="254"/>
        <source>Room</source>
        <translation>Salon</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="328"/>
        <source>Everyone is ready: you can start.</source>
        <translation>Tout le monde est prêt&#xa0;: vous pouvez lancer la partie.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="329"/>
        <source>Not yet: {reason}.</source>
        <translation>Pas encore&#xa0;: {reason}.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="331"/>
        <source>The host starts the game when everyone is ready.</source>
        <translation>L’hôte lance la partie quand tout le monde est prêt.</translation>
    </message>
    <message>
        <location filename="../../ui/network_bar.py" line="75"/>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <location filename="../../ui/network_bar.py" line="76"/>
        <source>connected</source>
        <translation>connecté</translation>
    </message>
    <message>
        <location filename="../../ui/network_bar.py" line="77"/>
        <source>thinking</source>
        <translation>réfléchit</translation>
    </message>
    <message>
        <location filename="../../ui/network_bar.py" line="78"/>
        <source>lagging</source>
        <translation>en retard</translation>
    </message>
    <message>
        <location filename="../../ui/network_bar.py" line="79"/>
        <source>disconnected</source>
        <translation>déconnecté</translation>
    </message>
    <message>
        <location filename="../../ui/network_bar.py" line="85"/>
        <source>{name}: {state}</source>
        <translation>{name}&#xa0;: {state}</translation>
    </message>
    <message>
        <location filename="../../ui/network_bar.py" line="236"/>
        <source>Wait</source>
        <translation>Attendre</translation>
    </message>
    <message>
        <location filename="../../ui/network_bar.py" line="237"/>
        <source>Hand the seat to a bot</source>
        <translation>Confier la place à un robot</translation>
    </message>
    <message>
        <location filename="../../ui/network_bar.py" line="239"/>
        <source>Take my seat back</source>
        <translation>Reprendre ma place</translation>
    </message>
    <message>
        <location filename="../../ui/network_bar.py" line="240"/>
        <source>Watch the bot play</source>
        <translation>Regarder jouer le robot</translation>
    </message>
    <message>
        <location filename="../../ui/network_bar.py" line="267"/>
        <source>Last agreed move: {n} of {played}</source>
        <translation>Dernier coup validé par tous&#xa0;: {n} sur {played}</translation>
    </message>
    <message>
        <location filename="../../ui/network_bar.py" line="269"/>
        <source>No move agreed yet</source>
        <translation>Aucun coup validé pour l’instant</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="156"/>
        <source>Helsinki</source>
        <translation>Helsinki</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="334"/>
        <source>Shape the market on the Senate Square: push pavilions onto your board, fill rows and columns.</source>
        <translation>Façonnez le marché de la place du Sénat&#xa0;: poussez des pavillons sur votre plateau, complétez rangées et colonnes.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="364"/>
        <source>Dry roads expansion</source>
        <translation>Extension Routes sèches</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="235"/>
        <location filename="../../ui/pages/replay.py" line="267"/>
        <location filename="../../ui/pages/start.py" line="359"/>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="89"/>
        <source>today {time}</source>
        <translation>aujourd’hui {time}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="91"/>
        <source>yesterday {time}</source>
        <translation>hier {time}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="95"/>
        <location filename="../../ui/pages/start.py" line="97"/>
        <source>{day} {time}</source>
        <translation>{day} {time}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="102"/>
        <source>{players}, round {round}, {when}</source>
        <translation>{players}, manche {round}, {when}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="331"/>
        <source>The {language} translation is missing from this installation: the game is shown in English. Installing Helsinki-Qt again brings it back.</source>
        <translation>La traduction {language} manque dans cette installation&#xa0;: le jeu s’affiche en anglais. Réinstaller Helsinki-Qt la rétablit.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="338"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="66"/>
        <location filename="../../ui/pages/start.py" line="341"/>
        <source>Build facade tiles on your house in Copenhagen: fill floors and columns.</source>
        <translation>Construisez des tuiles Façade sur votre maison à Copenhague&#xa0;: complétez étages et colonnes.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="345"/>
        <source>Against bots</source>
        <translation>Contre des robots</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="346"/>
        <source>Hot seat</source>
        <translation>Chacun son tour</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="347"/>
        <source>You against one to three bots.</source>
        <translation>Vous contre un à trois robots.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="348"/>
        <source>Two to four people take turns at this screen.</source>
        <translation>Deux à quatre personnes jouent à tour de rôle devant cet écran.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="349"/>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/pages/start.py" line="350"/>
        <source>%n bot(s)</source>
        <translation>
            <numerusform>%n robot</numerusform>
            <numerusform>%n robots</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="351"/>
        <source>Strength</source>
        <translation>Force</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="352"/>
        <source>At the table</source>
        <translation>Autour de la table</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="357"/>
        <location filename="../../ui/pages/start.py" line="444"/>
        <source>Player {n}</source>
        <translation>Joueur {n}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="360"/>
        <source>On the local network</source>
        <translation>Sur le réseau local</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="362"/>
        <source>Looking for games on the network… Games hosted by others appear here.</source>
        <translation>Recherche de parties sur le réseau… Les parties créées par d’autres apparaissent ici.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="366"/>
        <source>Host or join by address…</source>
        <translation>Créer ou rejoindre par adresse…</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="368"/>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="369"/>
        <source>No interrupted game. Games are saved as you play.</source>
        <translation>Aucune partie interrompue. Les parties sont sauvegardées au fil du jeu.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="555"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="372"/>
        <source>Records open in the replay viewer; you can also drop one on the window.</source>
        <translation>Les enregistrements s’ouvrent dans le lecteur de parties&#x202f;; vous pouvez aussi en déposer un sur la fenêtre.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="427"/>
        <source>{name} · preferences</source>
        <translation>{name} · préférences</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="350"/>
        <source>Players:</source>
        <translation>Joueurs&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="371"/>
        <source>Open a record…</source>
        <translation>Ouvrir un enregistrement…</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="367"/>
        <source>Play with others on the local network, or watch a game.</source>
        <translation>Jouer avec d’autres sur le réseau local, ou regarder une partie.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/hand_over.py" line="112"/>
        <source>Show my hand</source>
        <translation>Montrer ma main</translation>
    </message>
    <message>
        <location filename="../../ui/pages/hand_over.py" line="113"/>
        <source>Pass the computer to {name}.</source>
        <translation>Passez l’ordinateur à {name}.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/result.py" line="74"/>
        <source>Export record…</source>
        <translation>Exporter l’enregistrement…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="31"/>
        <location filename="../../ui/dialogs.py" line="34"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="40"/>
        <location filename="../../ui/pages/first_run.py" line="78"/>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="45"/>
        <source>Instant</source>
        <translation>Instantané</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="45"/>
        <location filename="../../ui/pages/replay.py" line="241"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="45"/>
        <location filename="../../ui/pages/choices.py" line="80"/>
        <location filename="../../ui/pages/replay.py" line="241"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="45"/>
        <location filename="../../ui/pages/replay.py" line="241"/>
        <source>Slow</source>
        <translation>Lent</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="315"/>
        <source>Your name:</source>
        <translation>Votre nom&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="243"/>
        <source>Your colour:</source>
        <translation>Votre couleur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game.py" line="45"/>
        <source>Draw (D)</source>
        <translation>Piocher (D)</translation>
    </message>
    <message>
        <location filename="../../ui/pages/table_page.py" line="132"/>
        <source>Confirm (Enter)</source>
        <translation>Confirmer (Entrée)</translation>
    </message>
    <message>
        <location filename="../../ui/pages/table_page.py" line="133"/>
        <source>Cancel (Esc)</source>
        <translation>Annuler (Échap)</translation>
    </message>
    <message>
        <location filename="../../ui/pages/table_page.py" line="134"/>
        <source>End turn (E)</source>
        <translation>Finir le tour (E)</translation>
    </message>
    <message>
        <location filename="../../ui/pages/table_page.py" line="162"/>
        <source>Refused: {reason}</source>
        <translation>Refusé&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/table_page.py" line="336"/>
        <source>Thinking about a move for you…</source>
        <translation>Recherche d’un coup pour vous…</translation>
    </message>
    <message>
        <location filename="../../ui/pages/table_page.py" line="364"/>
        <source>Stop thinking</source>
        <translation>Arrêter de réfléchir</translation>
    </message>
    <message>
        <location filename="../../ui/pages/table_page.py" line="366"/>
        <source>Stop looking for a move.</source>
        <translation>Arrêter de chercher un coup.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/table_page.py" line="367"/>
        <source>Let the hard bot look for a good step for you, from what you can see; it shows it on the table for you to play or not.</source>
        <translation>Le bot difficile cherche une bonne étape pour vous, d’après ce que vous voyez&#x202f;; il la montre sur la table, à vous de la jouer ou non.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="442"/>
        <location filename="../../client/app.py" line="447"/>
        <source>Export record</source>
        <translation>Exporter l’enregistrement</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="427"/>
        <location filename="../../client/app.py" line="434"/>
        <source>Record exported to {path}.</source>
        <translation>Enregistrement exporté vers {path}.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="241"/>
        <source>Very fast</source>
        <translation>Très rapide</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="243"/>
        <source>Speed:</source>
        <translation>Vitesse&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="334"/>
        <source>The record is damaged at move {n}: {reason}. It is shown up to move {good}, the last good one.</source>
        <translation>L’enregistrement est endommagé au coup {n}&#xa0;: {reason}. Il est affiché jusqu’au coup {good}, le dernier valide.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="427"/>
        <source>Move {n} of {total}</source>
        <translation>Coup {n} sur {total}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="267"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="46"/>
        <source>Helsinki records (*.helsinki.json *.json)</source>
        <translation>Enregistrements Helsinki (*.helsinki.json *.json)</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="47"/>
        <source>Records (*.helsinki.json *.copenhagen.json *.json)</source>
        <translation>Enregistrements (*.helsinki.json *.copenhagen.json *.json)</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="66"/>
        <source>{path} is not a Helsinki record this program can read.</source>
        <translation>{path} n’est pas un enregistrement Helsinki que ce programme sait lire.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="235"/>
        <source>First move</source>
        <translation>Premier coup</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="235"/>
        <source>Previous move</source>
        <translation>Coup précédent</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="235"/>
        <source>Next move</source>
        <translation>Coup suivant</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="236"/>
        <source>Last move</source>
        <translation>Dernier coup</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="244"/>
        <source>Continue this game</source>
        <translation>Continuer cette partie</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="245"/>
        <source>Play on from the end of this record.</source>
        <translation>Reprendre la partie à la fin de cet enregistrement.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="247"/>
        <source>Click a board to bring it to the front.</source>
        <translation>Cliquez sur un plateau pour le mettre au premier plan.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="257"/>
        <source>Replay</source>
        <translation>Relecture</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="259"/>
        <source>Replay: {names}</source>
        <translation>Relecture&#xa0;: {names}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="338"/>
        <source>The record is damaged: it has a result, but its moves do not end the game.</source>
        <translation>L’enregistrement est endommagé&#xa0;: il a un résultat, mais ses coups ne terminent pas la partie.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="340"/>
        <source>The record is damaged: its moves end the game, but it has no result.</source>
        <translation>L’enregistrement est endommagé&#xa0;: ses coups terminent la partie, mais il n’a pas de résultat.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="345"/>
        <source>The record is damaged: it names {recorded} as the winner, but its moves make {winner} the winner.</source>
        <translation>L’enregistrement est endommagé&#xa0;: il désigne {recorded} comme gagnant, mais selon ses coups c’est {winner} qui gagne.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="349"/>
        <source>The record is damaged: its recorded scores differ from the scores of its moves.</source>
        <translation>L’enregistrement est endommagé&#xa0;: ses scores enregistrés diffèrent des scores de ses coups.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="356"/>
        <source>an unknown player ({seat})</source>
        <translation>un joueur inconnu ({seat})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/pages/replay.py" line="363"/>
        <source>%n move(s) verified.</source>
        <translation>
            <numerusform>%n coup vérifié.</numerusform>
            <numerusform>%n coups vérifiés.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="430"/>
        <source>damaged</source>
        <translation>endommagé</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="432"/>
        <source>verified</source>
        <translation>vérifié</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="433"/>
        <source>State hash after this move: {hash}</source>
        <translation>Empreinte de l’état après ce coup&#xa0;: {hash}</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="157"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="158"/>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="159"/>
        <source>&amp;Open record…</source>
        <translation>&amp;Ouvrir un enregistrement…</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="160"/>
        <source>&amp;Export record…</source>
        <translation>&amp;Exporter l’enregistrement…</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="161"/>
        <source>&amp;Copy position</source>
        <translation>&amp;Copier la position</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="162"/>
        <source>The table shown, as text for a bug report or a .helsinki-position file</source>
        <translation>La table affichée, en texte pour un rapport de bogue ou un fichier .helsinki-position</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="164"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="165"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="166"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="167"/>
        <source>&amp;Rules in short</source>
        <translation>&amp;Règles en bref</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="168"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Clavier</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="192"/>
        <source>Leave the game?</source>
        <translation>Quitter la partie&#x202f;?</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="193"/>
        <source>The game in progress stops here. It is saved: resume it later from the start screen. Leave it now?</source>
        <translation>La partie en cours s’arrête ici. Elle est sauvegardée&#xa0;: reprenez-la plus tard depuis l’écran d’accueil. La quitter maintenant&#x202f;?</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="499"/>
        <source>On your turn, move your token 1 to 3 spaces clockwise around the senate, then either take the two cards beside it or build: play a card that shows a tile together with cards of its colour (or wild cards), as many cards in all as the number on it (that card included). Push the tile onto your board from the side where your token stands until it bumps into the statue or a tile. Covering a coat of arms lets you use one action of the action board later. At the end, every complete row and column scores 2, and superstructures in complete lines score extra.</source>
        <translation>À votre tour, avancez votre pion de 1 à 3 cases dans le sens horaire autour du sénat, puis prenez les deux cartes à côté de lui ou construisez&#xa0;: jouez une carte qui montre une tuile avec des cartes de sa couleur (ou des jokers), autant de cartes en tout que son chiffre l’indique (cette carte comprise). Poussez la tuile sur votre plateau depuis le côté où se trouve votre pion jusqu’à ce qu’elle bute contre la statue ou une tuile. Couvrir un blason vous permet d’utiliser plus tard une action du plateau d’actions. À la fin, chaque ligne et chaque colonne complète rapporte 2 points, et les superstructures dans des lignes complètes rapportent davantage.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="336"/>
        <location filename="../../ui/pages/lobby.py" line="472"/>
        <location filename="../../ui/pages/room.py" line="242"/>
        <location filename="../../ui/pages/start.py" line="446"/>
        <location filename="../../client/app.py" line="284"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="374"/>
        <source>Cannot resume</source>
        <translation>Reprise impossible</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="397"/>
        <source>Open record</source>
        <translation>Ouvrir un enregistrement</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="406"/>
        <source>Cannot open the record</source>
        <translation>Impossible d’ouvrir l’enregistrement</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="415"/>
        <source>Damaged record</source>
        <translation>Enregistrement endommagé</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="442"/>
        <source>There is no game to export.</source>
        <translation>Il n’y a pas de partie à exporter.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="471"/>
        <source>Copy position</source>
        <translation>Copier la position</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="472"/>
        <source>There is no table whose position could be copied.</source>
        <translation>Aucune table dont la position pourrait être copiée.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="475"/>
        <source>Position copied: paste it into a bug report, or save it as a .helsinki-position file to open it in the replay viewer.</source>
        <translation>Position copiée&#xa0;: collez-la dans un rapport de bogue, ou enregistrez-la dans un fichier .helsinki-position pour l’ouvrir dans le lecteur de parties.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="498"/>
        <source>Rules in short</source>
        <translation>Règles en bref</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="509"/>
        <source>Keyboard</source>
        <translation>Clavier</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="510"/>
        <source>Tab: next zone (hand, board, senate, actions); arrows: move the cursor; Space: choose; Enter: confirm; Esc: cancel; 1-6: move the token; B: move back; D: draw; E: end the turn. Ghost tile: arrows move it, R turns it, F flips it, S changes the side.</source>
        <translation>Tab&#xa0;: zone suivante (main, plateau, sénat, actions)&#x202f;; flèches&#xa0;: déplacer le curseur&#x202f;; Espace&#xa0;: choisir&#x202f;; Entrée&#xa0;: confirmer&#x202f;; Échap&#xa0;: annuler&#x202f;; 1-6&#xa0;: avancer le pion&#x202f;; B&#xa0;: reculer&#x202f;; D&#xa0;: piocher&#x202f;; E&#xa0;: finir le tour. Tuile fantôme&#xa0;: les flèches la déplacent, R la tourne, F la retourne, S change de côté.</translation>
    </message>
    <message>
        <location filename="../../client/online/session.py" line="214"/>
        <source>The game has not started.</source>
        <translation>La partie n’a pas commencé.</translation>
    </message>
    <message>
        <location filename="../../client/online/session.py" line="219"/>
        <source>The network game does not take moves now: {reason}</source>
        <translation>La partie en réseau n’accepte pas de coup maintenant&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/watch.py" line="44"/>
        <location filename="../../ui/pages/watch.py" line="112"/>
        <source>Stop watching</source>
        <translation>Arrêter de regarder</translation>
    </message>
    <message>
        <location filename="../../ui/pages/watch.py" line="56"/>
        <location filename="../../client/online/watching.py" line="52"/>
        <source>Watching live.</source>
        <translation>En direct.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="50"/>
        <source>This game is full: all its seats are taken. You can watch it instead.</source>
        <translation>Cette partie est complète&#xa0;: toutes les places sont prises. Vous pouvez la regarder.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="52"/>
        <source>Version mismatch: {detail}. Every player needs the same version of Helsinki-Qt.</source>
        <translation>Versions incompatibles&#xa0;: {detail}. Tous les joueurs doivent avoir la même version de Helsinki-Qt.</translation>
    </message>
    <message>
        <location filename="../../client/online/browsing.py" line="173"/>
        <location filename="../../client/online/texts.py" line="55"/>
        <source>This game has already started. You can watch it instead.</source>
        <translation>Cette partie a déjà commencé. Vous pouvez la regarder.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="59"/>
        <source>This game already has as many spectators as it accepts.</source>
        <translation>Cette partie a déjà le nombre maximal de spectateurs.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="61"/>
        <source>The host removed you from the room: you cannot come back for a while.</source>
        <translation>L’hôte vous a retiré de la salle&#x202f;: vous ne pouvez pas revenir avant un moment.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="63"/>
        <source>The computer that answered is not the host of this game (it cannot prove the game&apos;s key): ask the host for its address.</source>
        <translation>L’ordinateur qui a répondu n’est pas l’hôte de cette partie (il ne peut pas prouver la clé de la partie)&#x202f;: demandez son adresse à l’hôte.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="66"/>
        <source>Another game answered at this address: it may have ended. Refresh the list and try again.</source>
        <translation>Une autre partie a répondu à cette adresse&#xa0;: celle-ci est peut-être terminée. Actualisez la liste et réessayez.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="68"/>
        <source>The host refused: {detail}</source>
        <translation>L’hôte a refusé&#xa0;: {detail}</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="73"/>
        <source>host key {key}</source>
        <translation>clé de l’hôte {key}</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="77"/>
        <source>You knocked: waiting for the host to let you in. Your key is {key}: tell it to the host, who sees it beside your name.</source>
        <translation>Vous avez frappé&#x202f;: l’hôte doit vous laisser entrer. Votre clé est {key}&#x202f;: dites-la à l’hôte, qui la voit à côté de votre nom.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="137"/>
        <source>this computer is connected to no local network</source>
        <translation>cet ordinateur n’est relié à aucun réseau local</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="138"/>
        <source>{address} is not a usable network address</source>
        <translation>{address} n’est pas une adresse réseau utilisable</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="165"/>
        <source>the players are voting on who plays your seat</source>
        <translation>les joueurs votent pour décider qui joue votre place</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="167"/>
        <source>the players are voting on a player who broke the rules</source>
        <translation>les joueurs votent sur un joueur qui n’a pas respecté les règles</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="171"/>
        <source>the game is paused</source>
        <translation>la partie est en pause</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="173"/>
        <source>the game waits for a player who is not connected</source>
        <translation>la partie attend un joueur qui n’est pas connecté</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="174"/>
        <source>the game cannot take them now</source>
        <translation>la partie ne peut pas les prendre maintenant</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="182"/>
        <source>the host removed you from the room</source>
        <translation>l’hôte vous a retiré de la salle</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="186"/>
        <source>this computer could not connect to {names}</source>
        <translation>cet ordinateur n’a pas pu se connecter à {names}</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="189"/>
        <source>the players did not all draw the seed in time</source>
        <translation>les joueurs n’ont pas tous tiré la graine à temps</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="191"/>
        <source>not every seat is taken and ready</source>
        <translation>toutes les places ne sont pas prises et prêtes</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="200"/>
        <source>another player took that colour</source>
        <translation>un autre joueur a pris cette couleur</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="202"/>
        <source>the game has started</source>
        <translation>la partie a commencé</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="215"/>
        <source>Your turn: {s} s left. Past it, the others may hand your seat to a bot.</source>
        <translation>À vous de jouer&#xa0;: encore {s}&#xa0;s. Au-delà, les autres peuvent confier votre place à un robot.</translation>
    </message>
    <message>
        <location filename="../../client/screenshots.py" line="179"/>
        <location filename="../../client/online/browsing.py" line="60"/>
        <location filename="../../client/online/room.py" line="96"/>
        <source>{name}&apos;s game</source>
        <translation>Partie de {name}</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="142"/>
        <source>No network to play on: {reason}</source>
        <translation>Aucun réseau pour jouer&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online/browsing.py" line="91"/>
        <source>Cannot look for games on the network: {reason}</source>
        <translation>Impossible de chercher des parties sur le réseau&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online/room.py" line="104"/>
        <source>Cannot open a port for the game: {reason}</source>
        <translation>Impossible d’ouvrir un port pour la partie&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online/room.py" line="119"/>
        <source>The game is not announced ({reason}); others can join by address.</source>
        <translation>La partie n’est pas annoncée ({reason})&#x202f;; les autres peuvent la rejoindre par adresse.</translation>
    </message>
    <message>
        <location filename="../../client/online/room.py" line="210"/>
        <source>New PIN</source>
        <translation>Nouveau code PIN</translation>
    </message>
    <message>
        <location filename="../../client/online/room.py" line="211"/>
        <source>The new PIN (tell it only to the people you invite):</source>
        <translation>Le nouveau code PIN (à ne donner qu’aux personnes invitées)&#x202f;:</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="90"/>
        <source>PIN required</source>
        <translation>code PIN exigé</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="91"/>
        <source>{options}. Others join at {where}.</source>
        <translation>{options}. Les autres rejoignent à {where}.</translation>
    </message>
    <message>
        <location filename="../../client/online/room.py" line="171"/>
        <source>seat {n} is free</source>
        <translation>la place {n} est libre</translation>
    </message>
    <message>
        <location filename="../../client/online/room.py" line="173"/>
        <source>{name} is not ready</source>
        <translation>{name} n’est pas prêt</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="207"/>
        <source>Not possible: {reason}</source>
        <translation>Impossible&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online/browsing.py" line="161"/>
        <source>This game is no longer announced.</source>
        <translation>Cette partie n’est plus annoncée.</translation>
    </message>
    <message>
        <location filename="../../client/online/browsing.py" line="164"/>
        <source>Version mismatch: this game was made with another version of Helsinki-Qt (protocol {proto}, rules {rules}). Every player needs the same version.</source>
        <translation>Versions incompatibles&#xa0;: cette partie a été créée avec une autre version de Helsinki-Qt (protocole {proto}, règles {rules}). Tous les joueurs doivent avoir la même version.</translation>
    </message>
    <message>
        <location filename="../../client/online/browsing.py" line="169"/>
        <source>Two hosts announce this game: ask its host for the address and join by address.</source>
        <translation>Deux hôtes annoncent cette partie&#xa0;: demandez l’adresse à son hôte et rejoignez-la par adresse.</translation>
    </message>
    <message>
        <location filename="../../client/online/browsing.py" line="181"/>
        <source>Type the address as address:port or name:port, e.g. 192.168.1.20:40123.</source>
        <translation>Saisissez l’adresse sous la forme adresse:port ou nom:port, p. ex. 192.168.1.20:40123.</translation>
    </message>
    <message>
        <location filename="../../client/online/room.py" line="249"/>
        <source>Connecting to {where}…</source>
        <translation>Connexion à {where}…</translation>
    </message>
    <message>
        <location filename="../../client/online/room.py" line="268"/>
        <source>Cannot reach {where}: {reason}</source>
        <translation>Impossible de joindre {where}&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online/watching.py" line="35"/>
        <source>Watching {game}: waiting for the start.</source>
        <translation>Vous regardez {game}&#xa0;: en attente du début.</translation>
    </message>
    <message>
        <location filename="../../client/online/room.py" line="332"/>
        <source>Starting: connecting to every player…</source>
        <translation>Démarrage&#xa0;: connexion à chaque joueur…</translation>
    </message>
    <message>
        <location filename="../../client/online/room.py" line="339"/>
        <source>The game could not start: {reason}</source>
        <translation>La partie n’a pas pu commencer&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="220"/>
        <source>{name} is back: the game goes on.</source>
        <translation>{name} est de retour&#xa0;: la partie continue.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="230"/>
        <source>(no dump written)</source>
        <translation>(aucun fichier de diagnostic écrit)</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="225"/>
        <source>The game went out of sync at move {n}: the peers reached different states ({hashes}). A dump was written to {path}. What happens now: a peer in the minority rebuilds its state from the record and checks again; if that does not settle it, the game is paused and nothing more is played.</source>
        <translation>La partie s’est désynchronisée au coup {n}&#xa0;: les participants ont obtenu des états différents ({hashes}). Un fichier de diagnostic a été écrit dans {path}. Et maintenant&#xa0;: un participant minoritaire reconstruit son état à partir de l’enregistrement et vérifie à nouveau&#x202f;; si cela ne suffit pas, la partie est mise en pause et plus rien n’est joué.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="235"/>
        <source>This computer was out of sync at move {n}: it rebuilt its state from the record and agrees with the others again. The game goes on.</source>
        <translation>Cet ordinateur était désynchronisé au coup {n}&#xa0;: il a reconstruit son état à partir de l’enregistrement et est de nouveau d’accord avec les autres. La partie continue.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="31"/>
        <source>The game is paused: {reason}. It cannot go on safely; the record is saved.</source>
        <translation>La partie est en pause&#xa0;: {reason}. Elle ne peut pas continuer sans risque&#x202f;; l’enregistrement est sauvegardé.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="42"/>
        <source>The PIN of this game was retired after too many wrong guesses: ask the host for the new one, or join with no PIN to knock.</source>
        <translation>Le code PIN de cette partie a été retiré après trop d’essais erronés&#x202f;: demandez le nouveau à l’hôte, ou rejoignez sans code PIN pour frapper.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="45"/>
        <source>The host did not let you in.</source>
        <translation>L’hôte ne vous a pas laissé entrer.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="241"/>
        <source>The game stopped: {reason}. The record is saved.</source>
        <translation>La partie s’est arrêtée&#xa0;: {reason}. L’enregistrement est sauvegardé.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="245"/>
        <source>{name} has held their turn for a long time. Hand their seat to a bot?</source>
        <translation>{name} garde son tour depuis longtemps. Confier sa place à un bot&#x202f;?</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="253"/>
        <source>Waiting for {names} to come back. The game is paused when their seat is to move.</source>
        <translation>En attente du retour de {names}. La partie est en pause quand c’est à leur place de jouer.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="262"/>
        <source>{names} lost the connection{reason}. The game is paused when their seat is to move. Wait for them to rejoin, or hand their seat to a bot?</source>
        <translation>{names} a perdu la connexion{reason}. La partie est en pause quand c’est à sa place de jouer. Attendre son retour, ou confier sa place à un robot&#x202f;?</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="268"/>
        <source>If it is this computer that lost the network, rejoin your seat to catch up.</source>
        <translation>Si c’est cet ordinateur qui a perdu le réseau, reprenez votre place pour rattraper la partie.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="27"/>
        <source>The seat cannot be handed over: {reason}</source>
        <translation>La place ne peut pas être confiée&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="257"/>
        <source>{names} left the game. The game is paused when their seat is to move. Wait for them to rejoin, or hand their seat to a bot?</source>
        <translation>{names} a quitté la partie. La partie s’arrête quand c’est à sa place de jouer. Attendre son retour, ou confier sa place à un robot&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="266"/>
        <source>{names} left the game.</source>
        <translation>{names} a quitté la partie.</translation>
    </message>
    <message>
        <location filename="../../client/online/browsing.py" line="145"/>
        <source>Forget this game?</source>
        <translation>Oublier cette partie&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../client/online/browsing.py" line="146"/>
        <source>You will not be able to rejoin it. Its record is kept.</source>
        <translation>Vous ne pourrez plus la rejoindre. Son enregistrement est conservé.</translation>
    </message>
    <message>
        <location filename="../../client/online/browsing.py" line="152"/>
        <source>This game could not be forgotten: its file cannot be removed.</source>
        <translation>Impossible d’oublier cette partie&#xa0;: son fichier ne peut pas être supprimé.</translation>
    </message>
    <message>
        <location filename="../../client/online/table.py" line="317"/>
        <location filename="../../client/online/table.py" line="337"/>
        <source>This saved game cannot be rejoined: {reason}</source>
        <translation>Impossible de reprendre cette partie sauvegardée&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online/table.py" line="332"/>
        <location filename="../../client/online/table.py" line="333"/>
        <source>Rejoining…</source>
        <translation>Retour dans la partie…</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="285"/>
        <source>Rejoining failed: {reason}. The others may have left; try again in a moment.</source>
        <translation>Le retour a échoué&#xa0;: {reason}. Les autres sont peut-être partis&#x202f;; réessayez dans un instant.</translation>
    </message>
    <message>
        <location filename="../../client/online/table.py" line="367"/>
        <source>Rejoined: the game goes on.</source>
        <translation>De retour&#xa0;: la partie continue.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="277"/>
        <source>Take your seat back (from your next turn) or watch the bot play?</source>
        <translation>Reprendre votre place (à partir de votre prochain tour) ou regarder jouer le robot&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="279"/>
        <source>While you were away, the others handed your seat ({seats}) to a bot. Take it back (from your next turn) or watch the bot play?</source>
        <translation>Pendant votre absence, les autres ont confié votre place ({seats}) à un robot. La reprendre (à partir de votre prochain tour) ou regarder jouer le robot&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../client/online/table.py" line="385"/>
        <source>You take your seat back at your next turn; the others agree to it first.</source>
        <translation>Vous reprenez votre place à votre prochain tour&#xa0;; les autres l’acceptent d’abord.</translation>
    </message>
    <message>
        <location filename="../../client/online/table.py" line="397"/>
        <source>You are watching: a bot plays your seat. You can take it back at any time.</source>
        <translation>Vous regardez&#xa0;: un robot joue à votre place. Vous pouvez la reprendre à tout moment.</translation>
    </message>
    <message>
        <location filename="../../client/online/watching.py" line="56"/>
        <source>Watching stopped: {reason}</source>
        <translation>Le suivi s’est arrêté&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online/controller.py" line="217"/>
        <source>Leave the online game?</source>
        <translation>Quitter la partie en ligne&#x202f;?</translation>
    </message>
    <message>
        <location filename="../../client/online/controller.py" line="218"/>
        <source>The other players will be told that you left. You can rejoin your seat later from the LAN lobby. Leave now?</source>
        <translation>Les autres joueurs seront prévenus de votre départ. Vous pourrez reprendre votre place plus tard depuis le salon réseau local. Partir maintenant&#x202f;?</translation>
    </message>
    <message>
        <location filename="../../client/session.py" line="124"/>
        <location filename="../../client/online/texts.py" line="169"/>
        <source>it is not your turn</source>
        <translation>ce n’est pas votre tour</translation>
    </message>
    <message>
        <location filename="../../client/session.py" line="289"/>
        <source>The game could not be saved ({detail}). Play goes on; export the record from the Game menu to keep it.</source>
        <translation>La partie n’a pas pu être sauvegardée ({detail}). Le jeu continue&#x202f;; exportez l’enregistrement depuis le menu Partie pour le garder.</translation>
    </message>
    <message>
        <location filename="../../client/session.py" line="315"/>
        <location filename="../../client/session.py" line="327"/>
        <source>A bot could not choose its move ({detail}).</source>
        <translation>Un bot n’a pas pu choisir son coup ({detail}).</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="125"/>
        <source>Agreed by {voters}.</source>
        <translation>Décidé par {voters}.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="152"/>
        <source>no answer in time</source>
        <translation>pas de réponse à temps</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="154"/>
        <source>nobody accepts connections at that address</source>
        <translation>personne n’accepte de connexion à cette adresse</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="156"/>
        <source>that address is on none of this computer&apos;s networks</source>
        <translation>cette adresse n’est sur aucun des réseaux de cet ordinateur</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="150"/>
        <source>no computer named {name} was found</source>
        <translation>aucun ordinateur nommé {name} n’a été trouvé</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="157"/>
        <source>the connection failed</source>
        <translation>la connexion a échoué</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="94"/>
        <source>their game differs from the others&apos; (wrong state hash)</source>
        <translation>sa partie diffère de celle des autres (mauvaise empreinte d’état)</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="91"/>
        <source>they are back</source>
        <translation>il est de retour</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="90"/>
        <source>they asked for it</source>
        <translation>il l’a demandé</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="89"/>
        <source>they held their turn past the turn timer</source>
        <translation>il a gardé son tour au-delà du minuteur</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="93"/>
        <source>they refused a move that the others accepted</source>
        <translation>il a refusé un coup que les autres ont accepté</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="92"/>
        <source>they reported a desync that the others did not see</source>
        <translation>il a signalé une désynchronisation que les autres n’ont pas vue</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="96"/>
        <source>they sent different moves to different players</source>
        <translation>il a envoyé des coups différents à différents joueurs</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="95"/>
        <source>they stopped acknowledging moves</source>
        <translation>il a cessé de confirmer les coups</translation>
    </message>
    <message>
        <location filename="../../client/online/table.py" line="140"/>
        <source>turn timer: seat {n}, {s} s left</source>
        <translation>minuteur&#xa0;: place {n}, {s} s restantes</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="129"/>
        <source>{name} does not follow the rules of the network game ({why}, move {n}); the others vote on handing their seat to a bot.</source>
        <translation>{name} ne suit pas les règles de la partie en réseau ({why}, coup {n})&#xa0;; les autres votent pour confier sa place à un bot.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="154"/>
        <source>Action: click a highlighted action</source>
        <translation>Action&#xa0;: cliquez sur une action en surbrillance</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="169"/>
        <source>Build a pavilion</source>
        <translation>Construisez un pavillon</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="171"/>
        <source>Build a pavilion or end your turn</source>
        <translation>Construisez un pavillon ou finissez votre tour</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="152"/>
        <source>Build: click a highlighted card of your hand</source>
        <translation>Construire&#xa0;: cliquez sur une carte en surbrillance de votre main</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="147"/>
        <source>Click a card of your hand to discard it.</source>
        <translation>Cliquez sur une carte de votre main pour la défausser.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="143"/>
        <source>Click a highlighted senate space, or press how many spaces to go (1-3).</source>
        <translation>Cliquez sur une case du sénat en surbrillance, ou tapez le nombre de cases (1-3).</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="145"/>
        <source>Click a highlighted square for the wild tile.</source>
        <translation>Cliquez sur une case en surbrillance pour la tuile joker.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="141"/>
        <source>Click a senate space for your token, or press its number (0-7).</source>
        <translation>Cliquez sur une case du sénat pour votre pion, ou tapez son numéro (0-7).</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="66"/>
        <source>Click the superstructure to move.</source>
        <translation>Cliquez sur la superstructure à déplacer.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/words.py" line="178"/>
        <source>Discard %n card(s) down to the hand limit</source>
        <translation>
            <numerusform>Défaussez %n carte jusqu’à la limite de main</numerusform>
            <numerusform>Défaussez %n cartes jusqu’à la limite de main</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="168"/>
        <source>Draw cards</source>
        <translation>Piochez des cartes</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="167"/>
        <source>Draw cards or build a pavilion</source>
        <translation>Piochez des cartes ou construisez un pavillon</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="170"/>
        <source>Draw cards or end your turn</source>
        <translation>Piochez des cartes ou finissez votre tour</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="150"/>
        <source>Draw: D or a highlighted display card</source>
        <translation>Piocher&#xa0;: D ou une carte exposée en surbrillance</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="156"/>
        <source>End the turn: E</source>
        <translation>Finir le tour&#xa0;: E</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="173"/>
        <source>End your turn</source>
        <translation>Finissez votre tour</translation>
    </message>
    <message>
        <location filename="../../ui/pages/table_page.py" line="137"/>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="165"/>
        <source>Move your token</source>
        <translation>Déplacez votre pion</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="166"/>
        <source>Move your token or take an action</source>
        <translation>Déplacez votre pion ou faites une action</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/words.py" line="175"/>
        <source>Place %n superstructure(s) on the new tile</source>
        <translation>
            <numerusform>Placez %n superstructure sur la nouvelle tuile</numerusform>
            <numerusform>Placez %n superstructures sur la nouvelle tuile</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/words.py" line="176"/>
        <source>Place %n wild tile(s)</source>
        <translation>
            <numerusform>Placez %n tuile joker</numerusform>
            <numerusform>Placez %n tuiles joker</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="164"/>
        <source>Place your token on a senate space</source>
        <translation>Placez votre pion sur une case du sénat</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="174"/>
        <source>Push the tile onto your board</source>
        <translation>Poussez la tuile sur votre plateau</translation>
    </message>
    <message>
        <location filename="../../ui/pages/table_page.py" line="138"/>
        <source>Show or hide the log of the moves.</source>
        <translation>Afficher ou masquer le journal des coups.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="172"/>
        <source>Take an action or end your turn</source>
        <translation>Faites une action ou finissez votre tour</translation>
    </message>
    <message>
        <location filename="../../ui/pages/table_page.py" line="135"/>
        <source>Take back (Ctrl+Z)</source>
        <translation>Reprendre (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="95"/>
        <source>The tile is paid for: push it onto the board, or take the payment back (Ctrl+Z).</source>
        <translation>La tuile est payée&#xa0;: poussez-la sur le plateau, ou reprenez le paiement (Ctrl+Z).</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game.py" line="46"/>
        <source>Undo your last step. Steps that showed a card from the pile cannot be taken back.</source>
        <translation>Annuler votre dernière étape. Les étapes qui ont montré une carte de la pioche ne peuvent pas être reprises.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="189"/>
        <source>{name} may build a pavilion or end the turn</source>
        <translation>{name} peut construire un pavillon ou finir son tour</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="188"/>
        <source>{name} may draw cards or end the turn</source>
        <translation>{name} peut piocher des cartes ou finir son tour</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="190"/>
        <source>{name} may take an action or end the turn</source>
        <translation>{name} peut faire une action ou finir son tour</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="187"/>
        <source>{name} must build a pavilion</source>
        <translation>{name} doit construire un pavillon</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/words.py" line="196"/>
        <source>{name} must discard %n card(s)</source>
        <translation>
            <numerusform>{name} doit défausser %n carte</numerusform>
            <numerusform>{name} doit défausser %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="186"/>
        <source>{name} must draw cards</source>
        <translation>{name} doit piocher des cartes</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="60"/>
        <source>Press Enter or Confirm to put the superstructures on the roofs chosen; click a roof again to change.</source>
        <translation>Appuyez sur Entrée ou Confirmer pour poser les superstructures sur les toits choisis&#x202f;; cliquez à nouveau sur un toit pour changer.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="67"/>
        <source>Click a free roof for the superstructure chosen, or click it again to keep it there.</source>
        <translation>Cliquez sur un toit libre pour la superstructure choisie, ou cliquez à nouveau dessus pour la laisser en place.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="112"/>
        <source>put your first token on senate space {n}</source>
        <translation>poser votre premier pion sur la case {n} du sénat</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="114"/>
        <source>move 1 space back</source>
        <translation>reculer d’une case</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/words.py" line="115"/>
        <source>move your token %n space(s)</source>
        <translation>
            <numerusform>déplacer votre pion de %n case</numerusform>
            <numerusform>déplacer votre pion de %n cases</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="117"/>
        <source>take the cards beside your token</source>
        <translation>prendre les cartes à côté de votre pion</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="119"/>
        <source>build with the cards marked and push the tile as shown</source>
        <translation>construire avec les cartes marquées et pousser la tuile comme montré</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="121"/>
        <source>push the tile as shown</source>
        <translation>pousser la tuile comme montré</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="123"/>
        <source>put the superstructures on the roofs marked</source>
        <translation>poser les superstructures sur les toits marqués</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="127"/>
        <source>spend a coat of arms on “{action}”</source>
        <translation>dépenser un blason pour «&#xa0;{action}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="131"/>
        <source>discard {card}</source>
        <translation>défausser {card}</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="133"/>
        <location filename="../../ui/copenhagen/words.py" line="99"/>
        <source>end your turn</source>
        <translation>finir votre tour</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="134"/>
        <location filename="../../ui/copenhagen/page.py" line="66"/>
        <source>Suggestion: {step}. Enter or Confirm plays it, Esc drops it.</source>
        <translation>Suggestion&#x202f;: {step}. Entrée ou Confirmer la joue, Échap l’écarte.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="185"/>
        <source>{name} must draw cards or build a pavilion</source>
        <translation>{name} doit piocher des cartes ou construire un pavillon</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="191"/>
        <source>{name} must end the turn</source>
        <translation>{name} doit finir son tour</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="195"/>
        <source>{name} must move a superstructure</source>
        <translation>{name} doit déplacer une superstructure</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="183"/>
        <source>{name} must move the token</source>
        <translation>{name} doit déplacer son pion</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="125"/>
        <source>put the wild tile on the square marked</source>
        <translation>poser la tuile joker sur la case marquée</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="129"/>
        <source>move the superstructure chosen to the roof marked</source>
        <translation>déplacer la superstructure choisie sur le toit marqué</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="184"/>
        <source>{name} must move the token or take an action</source>
        <translation>{name} doit déplacer son pion ou faire une action</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/words.py" line="193"/>
        <source>{name} must place %n superstructure(s)</source>
        <translation>
            <numerusform>{name} doit placer %n superstructure</numerusform>
            <numerusform>{name} doit placer %n superstructures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/words.py" line="194"/>
        <source>{name} must place %n wild tile(s)</source>
        <translation>
            <numerusform>{name} doit placer %n tuile joker</numerusform>
            <numerusform>{name} doit placer %n tuiles joker</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="182"/>
        <source>{name} must place a token on a senate space</source>
        <translation>{name} doit placer son pion sur une case du sénat</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="192"/>
        <source>{name} must push the tile onto the board</source>
        <translation>{name} doit pousser la tuile sur son plateau</translation>
    </message>
    <message>
        <location filename="../../ui/table/items/board.py" line="139"/>
        <source>cards {cards}</source>
        <translation>cartes {cards}</translation>
    </message>
    <message>
        <location filename="../../ui/table/items/board.py" line="137"/>
        <source>coats of arms {coats}</source>
        <translation>blasons {coats}</translation>
    </message>
    <message>
        <location filename="../../ui/table/items/board.py" line="138"/>
        <source>arms {coats}</source>
        <translation>blasons {coats}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/first_run.py" line="71"/>
        <source>Welcome to Helsinki</source>
        <translation>Bienvenue à Helsinki</translation>
    </message>
    <message>
        <location filename="../../ui/pages/first_run.py" line="72"/>
        <source>Before the first game: how should the other players know you?</source>
        <translation>Avant la première partie&#xa0;: sous quel nom les autres joueurs vous connaîtront-ils&#x202f;?</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="63"/>
        <location filename="../../ui/pages/first_run.py" line="73"/>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <location filename="../../ui/pages/first_run.py" line="74"/>
        <source>e.g. Aino</source>
        <translation>p. ex. Aino</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="64"/>
        <location filename="../../ui/pages/first_run.py" line="75"/>
        <source>Your colour</source>
        <translation>Votre couleur</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="65"/>
        <location filename="../../ui/pages/first_run.py" line="77"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../../ui/pages/first_run.py" line="79"/>
        <source>You can change all of this later in the preferences.</source>
        <translation>Vous pourrez tout changer plus tard dans les préférences.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/first_run.py" line="80"/>
        <source>Let&apos;s play</source>
        <translation>Jouons</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="137"/>
        <source>Bot</source>
        <translation>Robot</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="135"/>
        <source>Easy bot</source>
        <translation>Bot facile</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="135"/>
        <source>Normal bot</source>
        <translation>Bot normal</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="136"/>
        <source>Hard bot</source>
        <translation>Bot difficile</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="135"/>
        <source>Random bot</source>
        <translation>Bot au hasard</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="97"/>
        <location filename="../../ui/pages/room.py" line="305"/>
        <source>Free seat, place {n}</source>
        <translation>Place libre, n°&#xa0;{n}</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="122"/>
        <source>From move {ply}, {bot} plays {seat}: {why}.</source>
        <translation>À partir du coup {ply}, {bot} joue à la {seat}&#xa0;: {why}.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="247"/>
        <source>Leave the room</source>
        <translation>Quitter la salle</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="415"/>
        <source>No interrupted online game.</source>
        <translation>Aucune partie en ligne interrompue.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="533"/>
        <source>Online game</source>
        <translation>Partie en ligne</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="344"/>
        <source>Open the room</source>
        <translation>Ouvrir la salle</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="317"/>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="318"/>
        <source>Show the PIN as it is typed</source>
        <translation>Afficher le code PIN pendant la saisie</translation>
    </message>
    <message>
        <location filename="../../client/online/room.py" line="299"/>
        <source>The room closed: {reason}</source>
        <translation>La salle a fermé&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="48"/>
        <source>This game needs a PIN: type it here and join again.</source>
        <translation>Cette partie demande un code PIN&#xa0;: saisissez-le ici et rejoignez-la à nouveau.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="57"/>
        <source>This name is taken in this game: type another one.</source>
        <translation>Ce nom est déjà pris dans cette partie&#xa0;: choisissez-en un autre.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="40"/>
        <source>Too many PIN attempts: wait a moment and try again.</source>
        <translation>Trop d’essais de code PIN&#xa0;: patientez un instant, puis réessayez.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/watch.py" line="48"/>
        <location filename="../../ui/pages/watch.py" line="114"/>
        <source>Watching a live game</source>
        <translation>Partie en direct</translation>
    </message>
    <message>
        <location filename="../../ui/pages/watch.py" line="50"/>
        <location filename="../../ui/pages/watch.py" line="116"/>
        <source>Watching a live game: {names}</source>
        <translation>Partie en direct&#xa0;: {names}</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="47"/>
        <source>Wrong PIN: check it and try again.</source>
        <translation>Code PIN erroné&#xa0;: vérifiez-le et réessayez.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="261"/>
        <source>Your colour, {preferred}, was taken: you play {given}.</source>
        <translation>Votre couleur, {preferred}, était déjà prise&#xa0;: vous jouez {given}.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="99"/>
        <source>Your seat, place {n}</source>
        <translation>Votre place, n°&#xa0;{n}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="313"/>
        <source>for games marked with a PIN</source>
        <translation>pour les parties marquées d’un code PIN</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="184"/>
        <source>the host closed the room, or the connection to it was lost</source>
        <translation>l’hôte a fermé la salle, ou la connexion avec elle a été perdue</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="206"/>
        <source>the room changed meanwhile</source>
        <translation>la salle a changé entre-temps</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="88"/>
        <source>they left the game</source>
        <translation>il a quitté la partie</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="87"/>
        <source>they lost the connection</source>
        <translation>il a perdu la connexion</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="108"/>
        <source>{bot}, always ready</source>
        <translation>{bot}, toujours prêt</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="118"/>
        <source>{name} takes their seat back (place {n}) from move {ply}: {why}.</source>
        <translation>{name} reprend sa place (place {n}) à partir du coup {ply}&#xa0;: {why}.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="120"/>
        <source>{name} was voted out from move {ply}: {why}. {bot} plays {seat}.</source>
        <translation>{name} a été exclu par vote à partir du coup {ply}&#xa0;: {why}. {bot} joue à la {seat}.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="100"/>
        <location filename="../../client/online/texts.py" line="116"/>
        <source>{name}&apos;s seat, place {n}</source>
        <translation>place de {name}, n°&#xa0;{n}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="48"/>
        <source>Confirm the end of my turn</source>
        <translation>Confirmer la fin de mon tour</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="50"/>
        <source>Your last step of a turn waits for “End turn” (E) and can still be taken back.</source>
        <translation>La dernière étape d’un tour attend «&#xa0;Finir le tour&#xa0;» (E) et peut encore être reprise.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game.py" line="76"/>
        <location filename="../../ui/copenhagen/page.py" line="75"/>
        <source>Confirm the end of your turn or take back</source>
        <translation>Confirmez la fin de votre tour ou reprenez</translation>
    </message>
    <message>
        <location filename="../../client/session.py" line="118"/>
        <source>end your turn or take your last step back first</source>
        <translation>finissez d’abord votre tour ou reprenez votre dernière étape</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="193"/>
        <source>Superstructures in complete rows and columns: 3 points where a complete row crosses a complete column ({crossings} here), 1 point elsewhere ({lines} here)</source>
        <translation>Superstructures dans les rangées et colonnes complètes&#xa0;: 3 points au croisement d’une rangée et d’une colonne complètes ({crossings} ici), 1 point ailleurs ({lines} ici)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="200"/>
        <source>Superstructures</source>
        <translation>Superstructures</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="204"/>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <location filename="../../ui/table/scene.py" line="421"/>
        <source>Final score in points</source>
        <translation>Score final en points</translation>
    </message>
    <message>
        <location filename="../../ui/pages/end.py" line="43"/>
        <source>The pile ran out of cards in round {n}: that round was the last.</source>
        <translation>La pioche s’est épuisée à la manche {n}&#xa0;: ce fut la dernière.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="53"/>
        <source>Colour-blind marks</source>
        <translation>Repères pour daltoniens</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="55"/>
        <source>The tokens on the table also carry a shape for their colour: a triangle for red, a square for green, a diamond for blue, a cross for yellow.</source>
        <translation>Les pions sur la table portent aussi une forme selon leur couleur&#xa0;: un triangle pour le rouge, un carré pour le vert, un losange pour le bleu, une croix pour le jaune.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="66"/>
        <source>Animation speed</source>
        <translation>Vitesse des animations</translation>
    </message>
    <message>
        <location filename="../../ui/pages/table_page.py" line="136"/>
        <source>Result and play again</source>
        <translation>Résultat et revanche</translation>
    </message>
    <message>
        <location filename="../../ui/pages/hand_over.py" line="114"/>
        <source>The others look away; {name} shows the hand when ready (Enter).</source>
        <translation>Les autres détournent le regard&#xa0;; {name} affiche sa main au moment voulu (Entrée).</translation>
    </message>
    <message>
        <location filename="../../ui/pages/guests.py" line="59"/>
        <source>The PIN was retired after {n} wrong guesses: nobody joins with it any more. Set a new one, or let guests in as they knock.</source>
        <translation>Le code PIN a été retiré après {n} essais erronés&#x202f;: plus personne ne rejoint avec lui. Choisissez-en un nouveau, ou laissez entrer les invités quand ils frappent.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/guests.py" line="62"/>
        <source>Set a new PIN…</source>
        <translation>Nouveau code PIN…</translation>
    </message>
    <message>
        <location filename="../../ui/pages/guests.py" line="76"/>
        <source>{name} knocks (key {key}, from {address})</source>
        <translation>{name} frappe (clé {key}, depuis {address})</translation>
    </message>
    <message>
        <location filename="../../ui/pages/guests.py" line="78"/>
        <source>Let in</source>
        <translation>Faire entrer</translation>
    </message>
    <message>
        <location filename="../../ui/pages/guests.py" line="78"/>
        <source>Turn away</source>
        <translation>Refuser</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/copenhagen/end.py" line="36"/>
        <source>{names} and {last} share the win with %n point(s)!</source>
        <translation>
            <numerusform>{names} et {last} se partagent la victoire avec %n point&#x202f;!</numerusform>
            <numerusform>{names} et {last} se partagent la victoire avec %n points&#x202f;!</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/end.py" line="43"/>
        <source>A player reached 12 points: the game ended at once.</source>
        <translation>Un joueur a atteint 12 points&#xa0;: la partie s’est arrêtée aussitôt.</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/end.py" line="44"/>
        <source>The end card came up: most points win, then fewest empty cells; a tie on both is a shared win.</source>
        <translation>La carte Fin de partie est sortie&#xa0;: le plus de points l’emporte, puis le moins de cases vides&#x202f;; une égalité sur les deux est une victoire partagée.</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/end.py" line="108"/>
        <source>Complete floors ({floors})</source>
        <translation>Étages complets ({floors})</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/end.py" line="110"/>
        <source>Complete columns ({columns})</source>
        <translation>Colonnes complètes ({columns})</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/end.py" line="112"/>
        <source>Windows only, scored double</source>
        <translation>Que des fenêtres, points doublés</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/end.py" line="113"/>
        <source>Empty cells</source>
        <translation>Cases vides</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/end.py" line="114"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/end.py" line="114"/>
        <source>winner</source>
        <translation>gagnant</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/page.py" line="35"/>
        <source>Undo your last step. Steps that showed a card from the deck cannot be taken back.</source>
        <translation>Annuler votre dernière étape. Une étape qui a révélé une carte de la pioche ne peut pas être reprise.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/table_page.py" line="364"/>
        <source>Suggest a move (H)</source>
        <translation>Suggérer un coup (H)</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/page.py" line="86"/>
        <source>deck: {n}</source>
        <translation>pioche&#xa0;: {n}</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/page.py" line="97"/>
        <source>Choose how to pay for the tile: with or without your discount, with which cards.</source>
        <translation>Choisissez comment payer la tuile&#xa0;: avec ou sans votre réduction, avec quelles cartes.</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/page.py" line="100"/>
        <source>Click a lit cell of your house to build, or move the tile with the arrows and press Enter; R, the right button or Turn turns it, F or Flip flips it; Esc puts it back.</source>
        <translation>Cliquez sur une case en surbrillance de votre maison pour construire, ou déplacez la tuile avec les flèches et appuyez sur Entrée&#x202f;; R, le bouton droit ou Tourner la tourne, F ou Retourner la retourne&#x202f;; Échap la repose.</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/page.py" line="104"/>
        <source>Click 2 neighbouring harbour cards (1-7), or a framed tile of the market to build it (T: the next tile).</source>
        <translation>Cliquez sur 2 cartes voisines du port (1-7), ou sur une tuile encadrée de la réserve pour la construire (T&#xa0;: la tuile suivante).</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/page.py" line="107"/>
        <source>Click a colour of your hand, or press its number (1-5), to discard a card of it.</source>
        <translation>Cliquez sur une couleur de votre main, ou appuyez sur son numéro (1-5), pour en défausser une carte.</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/page.py" line="110"/>
        <source>Click a framed tile to build it (T: the next tile), or end your turn (E).</source>
        <translation>Cliquez sur une tuile encadrée pour la construire (T&#xa0;: la tuile suivante), ou finissez votre tour (E).</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/page.py" line="112"/>
        <source>Click a bonus (1-9), or a lit cell of your house for a special tile (or move it with the arrows and press Enter).</source>
        <translation>Cliquez sur un bonus (1-9), ou sur une case en surbrillance de votre maison pour une tuile spéciale (ou déplacez-la avec les flèches et appuyez sur Entrée).</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/scene.py" line="287"/>
        <source>You cannot build the {tile} tile now.</source>
        <translation>Vous ne pouvez pas construire la tuile {tile} maintenant.</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/scene.py" line="323"/>
        <source>The tile does not fit there: it needs empty cells, one of them on the ground or right above a tile.</source>
        <translation>La tuile ne tient pas là&#xa0;: il lui faut des cases vides, dont une tout en bas ou juste au-dessus d’une tuile.</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="13"/>
        <source>white</source>
        <translation>blanc</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="18"/>
        <source>{colour} {size}</source>
        <translation>{colour} {size}</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="24"/>
        <source>Any cards</source>
        <translation>Cartes au choix</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="25"/>
        <source>Additional card</source>
        <translation>Carte supplémentaire</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="26"/>
        <source>Construction discount</source>
        <translation>Coût de construction réduit</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="27"/>
        <source>Change of colours</source>
        <translation>Changement de couleurs</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="28"/>
        <source>Both actions</source>
        <translation>Prendre des cartes et Construire</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="34"/>
        <source>Take 2 harbour cards that need not be next to each other.</source>
        <translation>Prenez 2 cartes du port, même si elles ne sont pas adjacentes.</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="35"/>
        <source>Take a third card from anywhere in the harbour.</source>
        <translation>Prenez une troisième carte n’importe où dans le port.</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="36"/>
        <source>A build costs one card fewer.</source>
        <translation>Une construction coûte une carte de moins.</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="37"/>
        <source>Cards of one colour count as another for a build.</source>
        <translation>Pour construire, les cartes d’une couleur comptent comme une autre.</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="38"/>
        <source>Take cards, then build in the same turn.</source>
        <translation>Prenez des cartes, puis construisez dans le même tour.</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="47"/>
        <source>Take 2 harbour cards or build a facade tile</source>
        <translation>Prenez 2 cartes du port ou construisez une tuile Façade</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="48"/>
        <source>Discard down to 7 cards</source>
        <translation>Défaussez jusqu’à 7 cartes</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="49"/>
        <source>Build a facade tile (Both actions) or end your turn</source>
        <translation>Construisez aussi une tuile Façade ou finissez votre tour</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="50"/>
        <location filename="../../ui/copenhagen/items/bonus.py" line="63"/>
        <source>Choose a bonus</source>
        <translation>Choisissez un bonus</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="53"/>
        <source>{name} takes cards or builds</source>
        <translation>{name} prend des cartes ou construit</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="54"/>
        <source>{name} discards down to 7 cards</source>
        <translation>{name} défausse jusqu’à 7 cartes</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="55"/>
        <source>{name} may build with Both actions</source>
        <translation>{name} peut construire avec «&#xa0;Prendre des cartes et Construire&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="56"/>
        <source>{name} chooses a bonus</source>
        <translation>{name} choisit un bonus</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="64"/>
        <source>{name} took the cards of slots {slots}</source>
        <translation>{name} a pris les cartes des pontons {slots}</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="68"/>
        <source>{name} discarded a {colour} card</source>
        <translation>{name} a défaussé une carte ({colour})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/copenhagen/words.py" line="70"/>
        <source>{name} built the {tile} tile for %n card(s)</source>
        <translation>
            <numerusform>{name} a construit la tuile {tile} pour %n carte</numerusform>
            <numerusform>{name} a construit la tuile {tile} pour %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="73"/>
        <source>{name} placed a special tile</source>
        <translation>{name} a posé une tuile spéciale</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="75"/>
        <source>{name} took the ability {ability}</source>
        <translation>{name} a pris la capacité «&#xa0;{ability}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="78"/>
        <source>{name} turned the used abilities active again</source>
        <translation>{name} a réactivé ses capacités utilisées</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="79"/>
        <source>{name} ended the turn</source>
        <translation>{name} a fini son tour</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="86"/>
        <source>take the cards of slots {slots}</source>
        <translation>prendre les cartes des pontons {slots}</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="89"/>
        <source>discard a {colour} card</source>
        <translation>défausser une carte {colour}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/copenhagen/words.py" line="91"/>
        <source>build the {tile} tile for %n card(s) ({cards})</source>
        <translation>
            <numerusform>construire la tuile {tile} pour %n carte ({cards})</numerusform>
            <numerusform>construire la tuile {tile} pour %n cartes ({cards})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="94"/>
        <source>place a special tile</source>
        <translation>poser une tuile spéciale</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="96"/>
        <source>take the ability {ability}</source>
        <translation>prendre la capacité «&#xa0;{ability}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="98"/>
        <source>turn your used abilities active again</source>
        <translation>réactiver vos capacités utilisées</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="111"/>
        <source>{name} took the cards of slots {slots}: {colours}.</source>
        <translation>{name} a pris les cartes des pontons {slots}&#xa0;: {colours}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/copenhagen/words.py" line="119"/>
        <source>{name} scored %n point(s).</source>
        <translation>
            <numerusform>{name} marque %n point.</numerusform>
            <numerusform>{name} marque %n points.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="135"/>
        <source>free</source>
        <translation>gratuit</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="143"/>
        <source>take 2 harbour cards, 3 with Additional card</source>
        <translation>prenez 2 cartes du port, 3 avec «&#xa0;Carte supplémentaire&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="144"/>
        <source>the 2 cards must be next to each other, or use Any cards</source>
        <translation>les 2 cartes doivent être adjacentes, sinon utilisez «&#xa0;Cartes au choix&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="145"/>
        <source>a third card needs Additional card, active</source>
        <translation>une troisième carte demande «&#xa0;Carte supplémentaire&#xa0;», active</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="146"/>
        <source>a tile goes on empty cells only</source>
        <translation>une tuile ne se pose que sur des cases vides</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="147"/>
        <source>a cell of the tile must be on floor 1 or right above a tile</source>
        <translation>une case de la tuile doit être à l’étage 1 ou juste au-dessus d’une tuile</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="148"/>
        <source>the cards paid are not what the tile costs here</source>
        <translation>les cartes payées ne correspondent pas au coût de la tuile ici</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="149"/>
        <source>pay with cards of the tile&apos;s colour</source>
        <translation>payez avec des cartes de la couleur de la tuile</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="150"/>
        <source>the hand does not hold the cards paid</source>
        <translation>la main ne contient pas les cartes payées</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="151"/>
        <source>no such tile is left</source>
        <translation>il ne reste aucune tuile de ce type</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="152"/>
        <source>no special tile is left</source>
        <translation>il ne reste aucune tuile spéciale</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="153"/>
        <source>that ability is yours already</source>
        <translation>vous avez déjà cette capacité</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="154"/>
        <source>that ability is not active</source>
        <translation>cette capacité n’est pas active</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="155"/>
        <source>no ability is used</source>
        <translation>aucune capacité n’est utilisée</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay_table.py" line="119"/>
        <location filename="../../ui/copenhagen/words.py" line="157"/>
        <source>that is not possible now</source>
        <translation>ce n’est pas possible maintenant</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/abilities.py" line="46"/>
        <source>active</source>
        <translation>active</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/abilities.py" line="47"/>
        <source>used</source>
        <translation>utilisée</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/abilities.py" line="47"/>
        <source>not yours</source>
        <translation>pas à vous</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/abilities.py" line="57"/>
        <source>Abilities</source>
        <translation>Capacités</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/bonus.py" line="64"/>
        <source>Choose a bonus ({n} to choose)</source>
        <translation>Choisissez un bonus ({n} à choisir)</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/bonus.py" line="68"/>
        <source>or place a special tile on a lit cell of your house</source>
        <translation>ou posez une tuile spéciale sur une case en surbrillance</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/bonus.py" line="69"/>
        <source>no special tile fits on your house</source>
        <translation>aucune tuile spéciale ne tient sur votre maison</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/bonus.py" line="79"/>
        <source>Take {ability}</source>
        <translation>Prendre «&#xa0;{ability}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/bonus.py" line="82"/>
        <source>Turn your used abilities active again</source>
        <translation>Réactivez vos capacités utilisées</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/copenhagen/items/ghost.py" line="71"/>
        <location filename="../../ui/copenhagen/items/hand.py" line="87"/>
        <location filename="../../ui/copenhagen/items/house.py" line="163"/>
        <location filename="../../ui/copenhagen/items/payment.py" line="110"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/ghost.py" line="73"/>
        <source>(discount)</source>
        <translation>(réduit)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/copenhagen/items/ghost.py" line="75"/>
        <source>%n way(s) to pay</source>
        <translation>
            <numerusform>%n façon de payer</numerusform>
            <numerusform>%n façons de payer</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/ghost.py" line="77"/>
        <source>does not fit here</source>
        <translation>ne tient pas ici</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/hand.py" line="89"/>
        <source>Hands are hidden</source>
        <translation>Les mains sont cachées</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/hand.py" line="91"/>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/harbour.py" line="75"/>
        <source>deck: {deck} · discarded: {discard}</source>
        <translation>pioche&#xa0;: {deck} · défausse&#xa0;: {discard}</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/harbour.py" line="77"/>
        <source>Harbour</source>
        <translation>Port</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/market.py" line="111"/>
        <source>Facade tiles</source>
        <translation>Tuiles Façade</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/market.py" line="126"/>
        <source>Turn (R)</source>
        <translation>Tourner (R)</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/market.py" line="127"/>
        <source>Flip (F)</source>
        <translation>Retourner (F)</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/market.py" line="181"/>
        <source>special tiles (bonus)</source>
        <translation>tuiles spéciales (bonus)</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/track.py" line="63"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="343"/>
        <location filename="../../ui/copenhagen/items/track.py" line="63"/>
        <source>12 points win at once</source>
        <translation>victoire immédiate à 12 points</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/payment.py" line="88"/>
        <source>How do you pay for the {tile} tile?</source>
        <translation>Comment payez-vous la tuile {tile}&#x202f;?</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/payment.py" line="91"/>
        <source>Click a payment (1-9, or the arrows and Enter); Esc: back to the tile.</source>
        <translation>Cliquez sur un paiement (1-9, ou les flèches et Entrée)&#x202f;; Échap&#xa0;: retour à la tuile.</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/payment.py" line="113"/>
        <source>uses {abilities}</source>
        <translation>utilise {abilities}</translation>
    </message>
</context>
</TS>
