<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../../ui/describe.py" line="25"/>
        <source>nothing</source>
        <translation>niets</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="28"/>
        <source>{first} and {last}</source>
        <translation>{first} en {last}</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="32"/>
        <source>{name} put the first token on senate space {n}.</source>
        <translation>{name} zette de eerste pion op senaatsvak {n}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="37"/>
        <source>{name} moved 1 space back.</source>
        <translation>{name} ging 1 vak terug.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="39"/>
        <source>{name} moved 1 space.</source>
        <translation>{name} ging 1 vak vooruit.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="40"/>
        <source>{name} moved {n} spaces.</source>
        <translation>{name} ging {n} vakken vooruit.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="47"/>
        <source>{name} took {cards}.</source>
        <translation>{name} nam {cards}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="49"/>
        <location filename="../../ui/describe.py" line="168"/>
        <source>{name} also drew a card from the pile.</source>
        <translation>{name} trok ook een kaart van de stapel.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="55"/>
        <source>{name} played {cards} to build a {colour} tile with {roofs} roofs.</source>
        <translation>{name} speelde {cards} om een {colour} tegel met {roofs} daken te bouwen.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="67"/>
        <source>{name} pushed the {colour} tile in from the {side}.</source>
        <translation>{name} schoof de {colour} tegel in vanuit het {side}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/describe.py" line="77"/>
        <source>{name} put %n superstructure(s) on the new tile.</source>
        <translation>
            <numerusform>{name} zette %n opbouw op de nieuwe tegel.</numerusform>
            <numerusform>{name} zette %n opbouwen op de nieuwe tegel.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="82"/>
        <source>{name} placed a wild tile.</source>
        <translation>{name} legde een jokertegel.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="94"/>
        <source>{name} moved a superstructure to another roof.</source>
        <translation>{name} verplaatste een opbouw naar een ander dak.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="71"/>
        <source>It touches a tile of its colour: {name} drew a bonus card.</source>
        <translation>Ze raakt een tegel van haar kleur: {name} trekt een bonuskaart.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="86"/>
        <source>{name} spent a coat of arms on “{action}”.</source>
        <translation>{name} gaf een wapenschild uit aan “{action}”.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="89"/>
        <source>{name} scored 2 points.</source>
        <translation>{name} scoort 2 punten.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="98"/>
        <source>{name} discarded {card}.</source>
        <translation>{name} legde {card} af.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="102"/>
        <source>{name} ended the turn.</source>
        <translation>{name} beëindigde de beurt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/describe.py" line="133"/>
        <source>{name} took %n coat(s) of arms.</source>
        <translation>
            <numerusform>{name} nam %n wapenschild.</numerusform>
            <numerusform>{name} nam %n wapenschilden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="135"/>
        <source>{name} connected all visitors: Dry roads bonus of {n} points!</source>
        <translation>{name} verbond alle bezoekers: Droge wegen-bonus van {n} punten!</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="138"/>
        <location filename="../../ui/copenhagen/words.py" line="121"/>
        <location filename="../../client/online/watching.py" line="54"/>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="160"/>
        <source>{name} moved 1 space back and took {cards}.</source>
        <translation>{name} ging 1 vak terug en nam {cards}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="162"/>
        <source>{name} moved 1 space and took {cards}.</source>
        <translation>{name} ging 1 vak vooruit en nam {cards}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="164"/>
        <source>{name} moved {n} spaces and took {cards}.</source>
        <translation>{name} ging {n} vakken vooruit en nam {cards}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="148"/>
        <location filename="../../ui/copenhagen/words.py" line="13"/>
        <source>red</source>
        <translation>rood</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="148"/>
        <location filename="../../ui/copenhagen/words.py" line="13"/>
        <source>yellow</source>
        <translation>geel</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="148"/>
        <location filename="../../ui/copenhagen/words.py" line="13"/>
        <source>green</source>
        <translation>groen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="148"/>
        <location filename="../../ui/copenhagen/words.py" line="13"/>
        <source>blue</source>
        <translation>blauw</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="148"/>
        <location filename="../../ui/copenhagen/words.py" line="13"/>
        <source>purple</source>
        <translation>paars</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="148"/>
        <source>wild</source>
        <translation>joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="153"/>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="153"/>
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="153"/>
        <source>Blue</source>
        <translation>Blauw</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="153"/>
        <source>Yellow</source>
        <translation>Geel</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="160"/>
        <location filename="../../ui/i18n.py" line="167"/>
        <source>wild card</source>
        <translation>jokerkaart</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="161"/>
        <source>{colour} {number}</source>
        <translation>{colour} {number}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="168"/>
        <source>{colour} {number}: tile with {roofs} roofs</source>
        <translation>{colour} {number}: tegel met {roofs} daken</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/i18n.py" line="172"/>
        <source>, %n superstructure(s)</source>
        <translation>
            <numerusform>, %n opbouw</numerusform>
            <numerusform>, %n opbouwen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="182"/>
        <location filename="../../ui/pages/replay_table.py" line="114"/>
        <source>the game was already over</source>
        <translation>het spel was al afgelopen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="184"/>
        <location filename="../../ui/pages/replay_table.py" line="116"/>
        <source>it is recorded for another player than the one to move</source>
        <translation>ze staat op naam van een andere speler dan wie aan zet is</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="187"/>
        <location filename="../../ui/pages/replay_table.py" line="121"/>
        <source>the table after it differs from the recorded one</source>
        <translation>de tafel erna verschilt van de opgenomen tafel</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="214"/>
        <source>Move 1-6 spaces</source>
        <translation>1-6 vakken verplaatsen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="215"/>
        <source>Gain 2 wild tiles</source>
        <translation>2 jokertegels krijgen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="216"/>
        <source>Push from any side</source>
        <translation>Vanaf elke zijde schuiven</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="217"/>
        <source>Draw one more card</source>
        <translation>Eén kaart extra trekken</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="218"/>
        <location filename="../../ui/i18n.py" line="241"/>
        <source>One fewer card</source>
        <translation>Eén kaart minder</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="219"/>
        <source>Move 1-5 spaces</source>
        <translation>1-5 vakken verplaatsen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="220"/>
        <source>Gain 1 wild tile</source>
        <translation>1 jokertegel krijgen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="221"/>
        <source>Build a second pavilion</source>
        <translation>Een tweede paviljoen bouwen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="222"/>
        <source>Gain 2 points</source>
        <translation>2 punten krijgen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="223"/>
        <source>Any one card as wild</source>
        <translation>Eén willekeurige kaart als joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="224"/>
        <source>Move 1 space back</source>
        <translation>1 vak teruggaan</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="225"/>
        <source>Ignore hand limit</source>
        <translation>Handlimiet negeren</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="226"/>
        <location filename="../../ui/i18n.py" line="249"/>
        <source>Draw and build</source>
        <translation>Trekken en bouwen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="227"/>
        <source>One more superstructure</source>
        <translation>Eén opbouw extra</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="228"/>
        <location filename="../../ui/table/words.py" line="177"/>
        <source>Move a superstructure</source>
        <translation>Een opbouw verplaatsen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="237"/>
        <source>Move 1-6</source>
        <translation>1-6 vakken</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="238"/>
        <source>2 wild tiles</source>
        <translation>2 joker­tegels</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="239"/>
        <source>Push any side</source>
        <translation>Elke zijde</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="240"/>
        <source>One more card</source>
        <translation>Eén kaart meer</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="242"/>
        <source>Move 1-5</source>
        <translation>1-5 vakken</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="243"/>
        <source>1 wild tile</source>
        <translation>1 joker­tegel</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="244"/>
        <source>Second pavilion</source>
        <translation>Tweede paviljoen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="245"/>
        <source>2 points</source>
        <translation>2 punten</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="246"/>
        <source>Card as wild</source>
        <translation>Kaart als joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="247"/>
        <source>1 space back</source>
        <translation>1 vak terug</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="248"/>
        <source>No hand limit</source>
        <translation>Geen hand­limiet</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="250"/>
        <source>Extra super­structure</source>
        <translation>Opbouw extra</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="251"/>
        <source>Move super­structure</source>
        <translation>Opbouw ver­plaatsen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="266"/>
        <source>Cathedral</source>
        <translation>Kathedraal</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="267"/>
        <source>Government Palace</source>
        <translation>Regeringspaleis</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="268"/>
        <source>Sederholm House</source>
        <translation>Sederholmhuis</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="269"/>
        <source>University</source>
        <translation>Universiteit</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="274"/>
        <source>north</source>
        <translation>noorden</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="274"/>
        <source>east</source>
        <translation>oosten</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="274"/>
        <source>south</source>
        <translation>zuiden</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="274"/>
        <source>west</source>
        <translation>westen</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="91"/>
        <source>place the first token on a senate space</source>
        <translation>de eerste pion op een senaatsvak zetten</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="92"/>
        <source>move the token</source>
        <translation>de pion verplaatsen</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="93"/>
        <source>draw cards or build a pavilion</source>
        <translation>kaarten trekken of een paviljoen bouwen</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="94"/>
        <source>push the tile onto the board</source>
        <translation>de tegel op het bord schuiven</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="95"/>
        <source>put the superstructures on roofs</source>
        <translation>de opbouwen op daken zetten</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="96"/>
        <source>place a wild tile</source>
        <translation>een jokertegel leggen</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="97"/>
        <source>move a superstructure</source>
        <translation>een opbouw verplaatsen</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="98"/>
        <source>discard down to the hand limit</source>
        <translation>afleggen tot de handlimiet</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="99"/>
        <location filename="../../engine/helsinki/violation.py" line="121"/>
        <location filename="../../ui/copenhagen/words.py" line="142"/>
        <location filename="../../client/session.py" line="121"/>
        <source>the game is over</source>
        <translation>het spel is afgelopen</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="122"/>
        <source>the game waits for you to {step}</source>
        <translation>het spel wacht hierop: {step}</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="124"/>
        <source>you may draw cards only once a turn</source>
        <translation>je mag maar één keer per beurt kaarten trekken</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="125"/>
        <source>you may draw cards or build a pavilion, not both (both with “{action}”)</source>
        <translation>je mag kaarten trekken of een paviljoen bouwen, niet allebei (allebei met “{action}”)</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="128"/>
        <source>you may build one pavilion a turn (two with “{action}”)</source>
        <translation>je mag één paviljoen per beurt bouwen (twee met “{action}”)</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="130"/>
        <source>draw cards or build a pavilion before you end your turn</source>
        <translation>trek kaarten of bouw een paviljoen voor je je beurt beëindigt</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="132"/>
        <source>the token may move {distances} spaces now</source>
        <translation>de pion mag nu {distances} vakken verder</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="134"/>
        <source>a wild card shows no tile and cannot be played on its own</source>
        <translation>een jokerkaart toont geen tegel en kan niet alleen gespeeld worden</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="136"/>
        <source>the hand does not hold {cards}</source>
        <translation>de hand bevat geen {cards}</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="138"/>
        <source>the tile of the {card} is no longer in the supply</source>
        <translation>de tegel van de {card} is niet meer in de voorraad</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="140"/>
        <source>the {card} needs {need} card(s) played, not {given}</source>
        <translation>de {card} vraagt {need} gespeelde kaart(en), niet {given}</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="143"/>
        <source>the other cards must be {colour} or wild</source>
        <translation>de andere kaarten moeten {colour} of joker zijn</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="145"/>
        <source>the tile cannot be pushed onto the board from the {sides}</source>
        <translation>de tegel kan niet vanuit het {sides} op het bord geschoven worden</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="148"/>
        <source>the cards are not in order</source>
        <translation>de kaarten staan niet in volgorde</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="149"/>
        <source>the tile must come in from the {sides} and stop fully on the board</source>
        <translation>de tegel moet vanuit het {sides} komen en helemaal op het bord stoppen</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="152"/>
        <source>{count} superstructure(s) go on roofs of the new tile</source>
        <translation>{count} opbouw(en) gaan op daken van de nieuwe tegel</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="155"/>
        <source>a wild tile goes on an empty square next to a pavilion or wild tile</source>
        <translation>een jokertegel komt op een leeg vak naast een paviljoen of jokertegel</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="157"/>
        <source>a superstructure moves from a roof to a free roof</source>
        <translation>een opbouw verhuist van een dak naar een vrij dak</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="159"/>
        <source>actions are spent only during your own turn</source>
        <translation>acties gebruik je alleen in je eigen beurt</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="161"/>
        <source>“{action}” is covered in this game</source>
        <translation>“{action}” is afgedekt in dit spel</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="163"/>
        <source>you have used “{action}” already</source>
        <translation>je hebt “{action}” al gebruikt</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="165"/>
        <source>there is no coat of arms in your meadow</source>
        <translation>er ligt geen wapenschild op je weide</translation>
    </message>
    <message>
        <location filename="../../engine/helsinki/violation.py" line="166"/>
        <source>“{action}” cannot take effect now</source>
        <translation>“{action}” heeft nu geen effect</translation>
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
        <translation>Acties</translation>
    </message>
    <message>
        <location filename="../../ui/table/items/supply.py" line="88"/>
        <source>Supply</source>
        <translation>Voorraad</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/items/supply.py" line="47"/>
        <source>%n superstructure(s)</source>
        <translation>
            <numerusform>%n opbouw</numerusform>
            <numerusform>%n opbouwen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/items/supply.py" line="48"/>
        <source>%n wild tile(s)</source>
        <translation>
            <numerusform>%n jokertegel</numerusform>
            <numerusform>%n jokertegels</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/table/items/supply.py" line="50"/>
        <source>Dry roads bonus cards:</source>
        <translation>Bonuskaarten Droge wegen:</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="28"/>
        <source>The tile would stop before it is fully on the board.</source>
        <translation>De tegel zou stoppen voordat hij helemaal op het bord ligt.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="26"/>
        <source>Nothing stops the tile: it would slide off the far edge.</source>
        <translation>Niets houdt de tegel tegen: hij zou over de andere rand schuiven.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="475"/>
        <location filename="../../ui/pages/replay.py" line="62"/>
        <location filename="../../ui/table/scene.py" line="261"/>
        <source>Seat {n}</source>
        <translation>Plaats {n}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game.py" line="92"/>
        <source>Round {n}</source>
        <translation>Ronde {n}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game.py" line="94"/>
        <source>final round</source>
        <translation>laatste ronde</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game.py" line="95"/>
        <location filename="../../ui/pages/watch.py" line="142"/>
        <location filename="../../ui/copenhagen/page.py" line="87"/>
        <source>move {n}</source>
        <translation>zet {n}</translation>
    </message>
    <message>
        <location filename="../../ui/table/scene.py" line="230"/>
        <source>Draw pile</source>
        <translation>Trekstapel</translation>
    </message>
    <message>
        <location filename="../../ui/table/scene.py" line="233"/>
        <source>Discard pile</source>
        <translation>Aflegstapel</translation>
    </message>
    <message>
        <location filename="../../ui/table/items/recap.py" line="55"/>
        <source>Since your last turn</source>
        <translation>Sinds je vorige beurt</translation>
    </message>
    <message>
        <location filename="../../ui/table/items/recap.py" line="57"/>
        <source>Since the last turn of {name}</source>
        <translation>Sinds de vorige beurt van {name}</translation>
    </message>
    <message>
        <location filename="../../ui/table/scene.py" line="359"/>
        <source>Dry roads bonus {n}</source>
        <translation>Droge wegen-bonus {n}</translation>
    </message>
    <message>
        <location filename="../../ui/table/scene.py" line="361"/>
        <source>no hand limit</source>
        <translation>geen handlimiet</translation>
    </message>
    <message>
        <location filename="../../ui/table/scene.py" line="426"/>
        <source>Score if the game ended now</source>
        <translation>Score als het spel nu eindigde</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="428"/>
        <location filename="../../ui/table/scene.py" line="413"/>
        <location filename="../../client/online/controller.py" line="92"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="198"/>
        <source>Rows</source>
        <translation>Rijen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="198"/>
        <source>Complete rows: 2 points each</source>
        <translation>Volle rijen: 2 punten per rij</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="199"/>
        <source>Columns</source>
        <translation>Kolommen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="199"/>
        <source>Complete columns: 2 points each</source>
        <translation>Volle kolommen: 2 punten per kolom</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="201"/>
        <source>Points of the action board</source>
        <translation>Punten van het actiebord</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="204"/>
        <source>The Dry roads bonus card</source>
        <translation>De bonuskaart Droge wegen</translation>
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
        <translation>Opnieuw spelen</translation>
    </message>
    <message>
        <location filename="../../ui/pages/result.py" line="73"/>
        <source>Show the table</source>
        <translation>De tafel tonen</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="246"/>
        <location filename="../../ui/pages/result.py" line="75"/>
        <source>Back to the menu</source>
        <translation>Terug naar het menu</translation>
    </message>
    <message>
        <location filename="../../ui/pages/end.py" line="136"/>
        <location filename="../../ui/pages/watch.py" line="141"/>
        <location filename="../../ui/copenhagen/end.py" line="147"/>
        <location filename="../../ui/copenhagen/page.py" line="77"/>
        <source>Game over</source>
        <translation>Spel voorbij</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/pages/end.py" line="140"/>
        <location filename="../../ui/copenhagen/end.py" line="33"/>
        <source>{name} wins with %n point(s)!</source>
        <translation>
            <numerusform>{name} wint met %n punt!</numerusform>
            <numerusform>{name} wint met %n punten!</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/pages/end.py" line="143"/>
        <source>Complete rows and columns are outlined on the boards.</source>
        <translation>Volle rijen en kolommen zijn omlijnd op de borden.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/end.py" line="146"/>
        <source>A tie on points: of the tied players, the one latest in turn order wins.</source>
        <translation>Gelijk aantal punten: van de gelijke spelers wint wie het laatst aan de beurt komt.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="127"/>
        <source>Dry roads</source>
        <translation>Droge wegen</translation>
    </message>
    <message>
        <location filename="../../ui/table/scene.py" line="414"/>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="79"/>
        <source>Wait: it is not your turn.</source>
        <translation>Wacht: het is niet jouw beurt.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="40"/>
        <source>Not allowed: {reason}.</source>
        <translation>Niet toegestaan: {reason}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/pages/game.py" line="82"/>
        <source>Game over: {name} wins with %n point(s)</source>
        <translation>
            <numerusform>Einde van het spel: {name} wint met %n punt</numerusform>
            <numerusform>Einde van het spel: {name} wint met %n punten</numerusform>
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
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/scene.py" line="362"/>
        <source>Meadow: %n coat(s) of arms</source>
        <translation>
            <numerusform>Weide: %n wapenschild</numerusform>
            <numerusform>Weide: %n wapenschilden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/scene.py" line="363"/>
        <source>hand: %n card(s)</source>
        <translation>
            <numerusform>hand: %n kaart</numerusform>
            <numerusform>hand: %n kaarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/scene.py" line="389"/>
        <source>Hand of {name} (%n card(s))</source>
        <translation>
            <numerusform>Hand van {name} (%n kaart)</numerusform>
            <numerusform>Hand van {name} (%n kaarten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/words.py" line="49"/>
        <source>Build: {n} of %n card(s) chosen ({colour} or wild).</source>
        <translation>
            <numerusform>Bouwen: {n} van %n kaart gekozen ({colour} of joker).</numerusform>
            <numerusform>Bouwen: {n} van %n kaarten gekozen ({colour} of joker).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="52"/>
        <source>Press Enter or Confirm to place the tile.</source>
        <translation>Druk op Enter of Bevestigen om de tegel te plaatsen.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="53"/>
        <source>Click cards to add or remove them.</source>
        <translation>Klik op kaarten om ze toe te voegen of weg te nemen.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="84"/>
        <source>Superstructures go on roofs of the tile just built.</source>
        <translation>Opbouwen komen op daken van de zojuist gebouwde tegel.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="86"/>
        <source>Every superstructure has its roof: click a chosen roof to free it, or press Enter to confirm.</source>
        <translation>Elke opbouw heeft zijn dak: klik op een gekozen dak om het vrij te maken, of druk op Enter om te bevestigen.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="89"/>
        <source>Choose a superstructure to move first.</source>
        <translation>Kies eerst de opbouw die je wilt verplaatsen.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="45"/>
        <source>Not now: the game waits for you to {step}.</source>
        <translation>Nu niet: het spel wacht tot je dit doet: {step}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/words.py" line="58"/>
        <source>Choose %n more roof(s) of the new tile for the superstructures.</source>
        <translation>
            <numerusform>Kies nog %n dak van de nieuwe tegel voor de opbouwen.</numerusform>
            <numerusform>Kies nog %n daken van de nieuwe tegel voor de opbouwen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="93"/>
        <source>Not allowed: {reason}</source>
        <translation>Niet toegestaan: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="73"/>
        <source>Push from the {side}: arrows or mouse move it, R or the wheel turns it, F or a right click flips it{more}; Enter or a click confirms, Esc cancels.</source>
        <translation>Schuiven vanuit het {side}: pijltjes of muis verplaatsen, R of het wieltje draait, F of rechtsklikken spiegelt{more}; Enter of klikken bevestigt, Esc annuleert.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="75"/>
        <source>, S changes the side</source>
        <translation>, S wisselt van zijde</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="91"/>
        <source>Not allowed from the {side}: {reason}</source>
        <translation>Niet toegestaan vanuit het {side}: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="96"/>
        <source>Choice cancelled.</source>
        <translation>Keuze geannuleerd.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="106"/>
        <source>All actions</source>
        <translation>Alle acties</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="84"/>
        <source>Random</source>
        <translation>Willekeurig</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="80"/>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="80"/>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="90"/>
        <source>Plays any legal move.</source>
        <translation>Speelt een willekeurige geldige zet.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="91"/>
        <source>Plays for points, but often overlooks the best move.</source>
        <translation>Speelt voor punten, maar ziet de beste zet vaak over het hoofd.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="92"/>
        <source>Plays the turn that scores best right now.</source>
        <translation>Speelt de beurt die nu het meest oplevert.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="93"/>
        <source>Thinks a second a turn about what the others may hold and do next.</source>
        <translation>Denkt elke beurt een seconde na over wat de anderen in handen kunnen hebben en daarna doen.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="105"/>
        <source>First game</source>
        <translation>Eerste spel</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="107"/>
        <source>New challenges</source>
        <translation>Nieuwe uitdagingen</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="114"/>
        <source>The bottom row of the action board is covered: the gentlest start.</source>
        <translation>De onderste rij van het actiebord is afgedekt: de zachtste start.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="116"/>
        <source>Every action of the action board can be used.</source>
        <translation>Elke actie van het actiebord kan gebruikt worden.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="117"/>
        <source>Five actions are covered: chosen here, or left to chance.</source>
        <translation>Vijf acties zijn afgedekt: hier gekozen, of aan het toeval overgelaten.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/pages/choices.py" line="125"/>
        <location filename="../../ui/pages/room.py" line="84"/>
        <location filename="../../ui/pages/start.py" line="103"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n speler</numerusform>
            <numerusform>%n spelers</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="129"/>
        <source>covered: {actions}</source>
        <translation>afgedekt: {actions}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="133"/>
        <location filename="../../ui/pages/room.py" line="87"/>
        <source>seat {n}</source>
        <translation>plaats {n}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="134"/>
        <location filename="../../ui/pages/room.py" line="86"/>
        <source>{name} starts</source>
        <translation>{name} begint</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="189"/>
        <source>Covered actions</source>
        <translation>Afgedekte acties</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="192"/>
        <source>Choose the {n} actions of the action board that nobody may use in this game.</source>
        <translation>Kies de {n} acties van het actiebord die niemand in dit spel mag gebruiken.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="209"/>
        <source>Leave to chance</source>
        <translation>Aan het toeval overlaten</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="237"/>
        <source>{n} of {total} chosen</source>
        <translation>{n} van {total} gekozen</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="361"/>
        <location filename="../../ui/pages/room.py" line="241"/>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="365"/>
        <source>Covered actions:</source>
        <translation>Afgedekte acties:</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="366"/>
        <source>Start player:</source>
        <translation>Startspeler:</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="376"/>
        <source>Left to chance</source>
        <translation>Aan het toeval overgelaten</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="421"/>
        <source>Left to chance: choose…</source>
        <translation>Aan het toeval overgelaten: kiezen…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/pages/choices.py" line="424"/>
        <source>%n chosen: change…</source>
        <translation>
            <numerusform>%n gekozen: wijzigen…</numerusform>
            <numerusform>%n gekozen: wijzigen…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="438"/>
        <source>{names} and {last}</source>
        <translation>{names} en {last}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="492"/>
        <source>Taken by another player</source>
        <translation>Gekozen door een andere speler</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="309"/>
        <source>LAN lobby</source>
        <translation>LAN-lobby</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="310"/>
        <source>Games on the network</source>
        <translation>Spellen op het netwerk</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="83"/>
        <location filename="../../ui/pages/start.py" line="339"/>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="84"/>
        <source>Host</source>
        <translation>Gastheer</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="86"/>
        <location filename="../../ui/pages/start.py" line="354"/>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="87"/>
        <source>Free seats</source>
        <translation>Vrije plaatsen</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="88"/>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="85"/>
        <source>Address</source>
        <translation>Adres</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="89"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="90"/>
        <location filename="../../ui/pages/game_list.py" line="133"/>
        <source>PIN</source>
        <translation>Pincode</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="385"/>
        <source>Looking for games on the network…</source>
        <translation>Zoeken naar spellen op het netwerk…</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="321"/>
        <location filename="../../ui/pages/start.py" line="364"/>
        <source>Join</source>
        <translation>Meedoen</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="322"/>
        <location filename="../../ui/pages/start.py" line="365"/>
        <source>Watch</source>
        <translation>Kijken</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="314"/>
        <location filename="../../ui/pages/lobby.py" line="351"/>
        <source>PIN:</source>
        <translation>Pincode:</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="323"/>
        <source>Join by address (when the network blocks discovery)</source>
        <translation>Meedoen via adres (als het netwerk het zoeken blokkeert)</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="325"/>
        <source>address:port, e.g. 192.168.1.20:40123</source>
        <translation>adres:poort, bijv. 192.168.1.20:40123</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="326"/>
        <source>Interrupted online games</source>
        <translation>Onderbroken onlinespellen</translation>
    </message>
    <message>
        <location filename="../../ui/network_bar.py" line="238"/>
        <location filename="../../ui/pages/lobby.py" line="327"/>
        <location filename="../../ui/pages/start.py" line="555"/>
        <source>Rejoin my seat</source>
        <translation>Mijn plaats weer innemen</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="331"/>
        <source>Host a game</source>
        <translation>Een spel organiseren</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="334"/>
        <source>e.g. Friday night</source>
        <translation>bijv. Vrijdagavond</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="350"/>
        <source>Name of the game:</source>
        <translation>Naam van het spel:</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="351"/>
        <source>Seat {n}:</source>
        <translation>Plaats {n}:</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="115"/>
        <source>A player on the network</source>
        <translation>Een speler op het netwerk</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/pages/lobby.py" line="102"/>
        <source>Rejoin as {name} (seat {seats}): a game with {others}, %n move(s) played</source>
        <translation>
            <numerusform>Terugkeren als {name} (plaats {seats}): een spel met {others}, %n zet gespeeld</numerusform>
            <numerusform>Terugkeren als {name} (plaats {seats}): een spel met {others}, %n zetten gespeeld</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="309"/>
        <source>Join a game, watch one, or host your own.</source>
        <translation>Doe mee aan een spel, kijk er een, of organiseer je eigen spel.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="328"/>
        <source>Forget</source>
        <translation>Vergeten</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="329"/>
        <source>Forget this game: it cannot be rejoined any more (its record is kept)</source>
        <translation>Dit spel vergeten: je kunt er niet meer aan meedoen (de opname blijft bewaard)</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="332"/>
        <source>Game:</source>
        <translation>Spel:</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="343"/>
        <source>optional</source>
        <translation>optioneel</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="345"/>
        <source>off</source>
        <translation>uit</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="346"/>
        <source>{n} min</source>
        <translation>{n} min</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="348"/>
        <source>How long a player may think over a turn; past it, the others may hand the seat to a bot</source>
        <translation>Hoe lang een speler over een beurt mag nadenken; daarna mogen de anderen de plaats aan een bot geven</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="352"/>
        <source>Turn timer:</source>
        <translation>Beurttimer:</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="355"/>
        <source>Back</source>
        <translation>Terug</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="387"/>
        <source>Not looking for games on the network (see below).</source>
        <translation>Er wordt niet naar spellen op het netwerk gezocht (zie onder).</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="476"/>
        <source>Seat {n} ({bot})</source>
        <translation>Plaats {n} ({bot})</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="96"/>
        <source>other version</source>
        <translation>andere versie</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="98"/>
        <source>announced by two hosts</source>
        <translation>aangekondigd door twee hosts</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="100"/>
        <source>running</source>
        <translation>bezig</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="102"/>
        <source>full</source>
        <translation>vol</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="103"/>
        <source>waiting for players</source>
        <translation>wacht op spelers</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="111"/>
        <source>{name} ({game})</source>
        <translation>{name} ({game})</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="127"/>
        <source>{variant} (chosen actions covered)</source>
        <translation>{variant} (gekozen acties afgedekt)</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="129"/>
        <source>{variant}, Dry roads</source>
        <translation>{variant}, Droge wegen</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="140"/>
        <source>{variant}, {n} min a turn</source>
        <translation>{variant}, {n} min per beurt</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game_list.py" line="230"/>
        <source>gone</source>
        <translation>verdwenen</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="245"/>
        <source>I am ready</source>
        <translation>Ik ben klaar</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="246"/>
        <source>Start the game</source>
        <translation>Het spel starten</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/pages/room.py" line="272"/>
        <source>%n wrong PIN(s) from {addresses}</source>
        <translation>
            <numerusform>%n verkeerde pincode van {addresses}</numerusform>
            <numerusform>%n verkeerde pincodes van {addresses}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="60"/>
        <source>Covered: {actions}.</source>
        <translation>Afgedekt: {actions}.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="62"/>
        <source>With the Dry roads expansion.</source>
        <translation>Met de uitbreiding Droge wegen.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="63"/>
        <source>Without the Dry roads expansion.</source>
        <translation>Zonder de uitbreiding Droge wegen.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="68"/>
        <source>The start player is left to chance.</source>
        <translation>De startspeler wordt aan het toeval overgelaten.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="70"/>
        <source>{name} starts.</source>
        <translation>{name} begint.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="72"/>
        <source>Turn timer: {n} min; past it, the others may hand the seat to a bot.</source>
        <translation>Beurttimer: {n} min; daarna mogen de anderen de plaats aan een bot geven.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="75"/>
        <source>No turn timer: a turn takes as long as it takes.</source>
        <translation>Geen beurttimer: een beurt duurt zo lang als nodig is.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="106"/>
        <source>waiting for a player</source>
        <translation>wacht op een speler</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="109"/>
        <source>ready</source>
        <translation>klaar</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="109"/>
        <source>not ready</source>
        <translation>niet klaar</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="240"/>
        <source>Seats</source>
        <translation>Plaatsen</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="249"/>
        <source>Remove</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="254"/>
        <source>Room</source>
        <translation>Kamer</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="328"/>
        <source>Everyone is ready: you can start.</source>
        <translation>Iedereen is klaar: je kunt starten.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="329"/>
        <source>Not yet: {reason}.</source>
        <translation>Nog niet: {reason}.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="331"/>
        <source>The host starts the game when everyone is ready.</source>
        <translation>De gastheer start het spel als iedereen klaar is.</translation>
    </message>
    <message>
        <location filename="../../ui/network_bar.py" line="75"/>
        <source>you</source>
        <translation>jij</translation>
    </message>
    <message>
        <location filename="../../ui/network_bar.py" line="76"/>
        <source>connected</source>
        <translation>verbonden</translation>
    </message>
    <message>
        <location filename="../../ui/network_bar.py" line="77"/>
        <source>thinking</source>
        <translation>denkt na</translation>
    </message>
    <message>
        <location filename="../../ui/network_bar.py" line="78"/>
        <source>lagging</source>
        <translation>loopt achter</translation>
    </message>
    <message>
        <location filename="../../ui/network_bar.py" line="79"/>
        <source>disconnected</source>
        <translation>verbroken</translation>
    </message>
    <message>
        <location filename="../../ui/network_bar.py" line="85"/>
        <source>{name}: {state}</source>
        <translation>{name}: {state}</translation>
    </message>
    <message>
        <location filename="../../ui/network_bar.py" line="236"/>
        <source>Wait</source>
        <translation>Wachten</translation>
    </message>
    <message>
        <location filename="../../ui/network_bar.py" line="237"/>
        <source>Hand the seat to a bot</source>
        <translation>De plaats aan een bot geven</translation>
    </message>
    <message>
        <location filename="../../ui/network_bar.py" line="239"/>
        <source>Take my seat back</source>
        <translation>Mijn plaats terugnemen</translation>
    </message>
    <message>
        <location filename="../../ui/network_bar.py" line="240"/>
        <source>Watch the bot play</source>
        <translation>De bot zien spelen</translation>
    </message>
    <message>
        <location filename="../../ui/network_bar.py" line="267"/>
        <source>Last agreed move: {n} of {played}</source>
        <translation>Laatste door iedereen bevestigde zet: {n} van {played}</translation>
    </message>
    <message>
        <location filename="../../ui/network_bar.py" line="269"/>
        <source>No move agreed yet</source>
        <translation>Nog geen zet bevestigd</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="156"/>
        <source>Helsinki</source>
        <translation>Helsinki</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="334"/>
        <source>Shape the market on the Senate Square: push pavilions onto your board, fill rows and columns.</source>
        <translation>Vorm de markt op het Senaatsplein: schuif paviljoens op je bord, vul rijen en kolommen.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/choices.py" line="364"/>
        <source>Dry roads expansion</source>
        <translation>Uitbreiding Droge wegen</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="235"/>
        <location filename="../../ui/pages/replay.py" line="267"/>
        <location filename="../../ui/pages/start.py" line="359"/>
        <source>Play</source>
        <translation>Spelen</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="89"/>
        <source>today {time}</source>
        <translation>vandaag {time}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="91"/>
        <source>yesterday {time}</source>
        <translation>gisteren {time}</translation>
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
        <translation>{players}, ronde {round}, {when}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="331"/>
        <source>The {language} translation is missing from this installation: the game is shown in English. Installing Helsinki-Qt again brings it back.</source>
        <translation>De vertaling {language} ontbreekt in deze installatie: het spel wordt in het Engels getoond. Helsinki-Qt opnieuw installeren brengt haar terug.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="338"/>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="66"/>
        <location filename="../../ui/pages/start.py" line="341"/>
        <source>Build facade tiles on your house in Copenhagen: fill floors and columns.</source>
        <translation>Bouw geveltegels op je huis in Kopenhagen: vul verdiepingen en kolommen.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="345"/>
        <source>Against bots</source>
        <translation>Tegen bots</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="346"/>
        <source>Hot seat</source>
        <translation>Om de beurt op deze computer</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="347"/>
        <source>You against one to three bots.</source>
        <translation>Jij tegen één tot drie bots.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="348"/>
        <source>Two to four people take turns at this screen.</source>
        <translation>Twee tot vier mensen spelen om de beurt aan dit scherm.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="349"/>
        <source>Opponents</source>
        <translation>Tegenstanders</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/pages/start.py" line="350"/>
        <source>%n bot(s)</source>
        <translation>
            <numerusform>%n bot</numerusform>
            <numerusform>%n bots</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="351"/>
        <source>Strength</source>
        <translation>Sterkte</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="352"/>
        <source>At the table</source>
        <translation>Aan tafel</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="357"/>
        <location filename="../../ui/pages/start.py" line="444"/>
        <source>Player {n}</source>
        <translation>Speler {n}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="360"/>
        <source>On the local network</source>
        <translation>Op het lokale netwerk</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="362"/>
        <source>Looking for games on the network… Games hosted by others appear here.</source>
        <translation>Zoeken naar spellen op het netwerk… Spellen van anderen verschijnen hier.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="366"/>
        <source>Host or join by address…</source>
        <translation>Organiseren of meedoen via adres…</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="368"/>
        <source>Continue</source>
        <translation>Verder spelen</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="369"/>
        <source>No interrupted game. Games are saved as you play.</source>
        <translation>Geen onderbroken spel. Spellen worden onder het spelen bewaard.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="555"/>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="372"/>
        <source>Records open in the replay viewer; you can also drop one on the window.</source>
        <translation>Opnames openen in de herspeler; je kunt er ook een op het venster slepen.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="427"/>
        <source>{name} · preferences</source>
        <translation>{name} · voorkeuren</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="350"/>
        <source>Players:</source>
        <translation>Spelers:</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="371"/>
        <source>Open a record…</source>
        <translation>Een opname openen…</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="367"/>
        <source>Play with others on the local network, or watch a game.</source>
        <translation>Speel met anderen op het lokale netwerk, of kijk naar een spel.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/hand_over.py" line="112"/>
        <source>Show my hand</source>
        <translation>Toon mijn hand</translation>
    </message>
    <message>
        <location filename="../../ui/pages/hand_over.py" line="113"/>
        <source>Pass the computer to {name}.</source>
        <translation>Geef de computer aan {name}.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/result.py" line="74"/>
        <source>Export record…</source>
        <translation>Opname exporteren…</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="31"/>
        <location filename="../../ui/dialogs.py" line="34"/>
        <source>Preferences</source>
        <translation>Voorkeuren</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="40"/>
        <location filename="../../ui/pages/first_run.py" line="78"/>
        <source>System language</source>
        <translation>Systeemtaal</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="45"/>
        <source>Instant</source>
        <translation>Direct</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="45"/>
        <location filename="../../ui/pages/replay.py" line="241"/>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="45"/>
        <location filename="../../ui/pages/choices.py" line="80"/>
        <location filename="../../ui/pages/replay.py" line="241"/>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="45"/>
        <location filename="../../ui/pages/replay.py" line="241"/>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="315"/>
        <source>Your name:</source>
        <translation>Je naam:</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="243"/>
        <source>Your colour:</source>
        <translation>Je kleur:</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game.py" line="45"/>
        <source>Draw (D)</source>
        <translation>Trekken (D)</translation>
    </message>
    <message>
        <location filename="../../ui/pages/table_page.py" line="132"/>
        <source>Confirm (Enter)</source>
        <translation>Bevestigen (Enter)</translation>
    </message>
    <message>
        <location filename="../../ui/pages/table_page.py" line="133"/>
        <source>Cancel (Esc)</source>
        <translation>Annuleren (Esc)</translation>
    </message>
    <message>
        <location filename="../../ui/pages/table_page.py" line="134"/>
        <source>End turn (E)</source>
        <translation>Beurt beëindigen (E)</translation>
    </message>
    <message>
        <location filename="../../ui/pages/table_page.py" line="162"/>
        <source>Refused: {reason}</source>
        <translation>Geweigerd: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/table_page.py" line="336"/>
        <source>Thinking about a move for you…</source>
        <translation>Er wordt een zet voor je gezocht…</translation>
    </message>
    <message>
        <location filename="../../ui/pages/table_page.py" line="364"/>
        <source>Stop thinking</source>
        <translation>Stop met denken</translation>
    </message>
    <message>
        <location filename="../../ui/pages/table_page.py" line="366"/>
        <source>Stop looking for a move.</source>
        <translation>Stop met zoeken naar een zet.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/table_page.py" line="367"/>
        <source>Let the hard bot look for a good step for you, from what you can see; it shows it on the table for you to play or not.</source>
        <translation>Laat de moeilijke bot een goede stap voor je zoeken, op basis van wat jij kunt zien; hij toont die op tafel en jij kiest of je hem speelt.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="442"/>
        <location filename="../../client/app.py" line="447"/>
        <source>Export record</source>
        <translation>Opname exporteren</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="427"/>
        <location filename="../../client/app.py" line="434"/>
        <source>Record exported to {path}.</source>
        <translation>Opname geëxporteerd naar {path}.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="241"/>
        <source>Very fast</source>
        <translation>Zeer snel</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="243"/>
        <source>Speed:</source>
        <translation>Snelheid:</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="334"/>
        <source>The record is damaged at move {n}: {reason}. It is shown up to move {good}, the last good one.</source>
        <translation>De opname is beschadigd bij zet {n}: {reason}. Ze wordt getoond tot zet {good}, de laatste goede.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="427"/>
        <source>Move {n} of {total}</source>
        <translation>Zet {n} van {total}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="267"/>
        <source>Pause</source>
        <translation>Pauze</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="46"/>
        <source>Helsinki records (*.helsinki.json *.json)</source>
        <translation>Helsinki-opnames (*.helsinki.json *.json)</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="47"/>
        <source>Records (*.helsinki.json *.copenhagen.json *.json)</source>
        <translation>Opnames (*.helsinki.json *.copenhagen.json *.json)</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="66"/>
        <source>{path} is not a Helsinki record this program can read.</source>
        <translation>{path} is geen Helsinki-opname die dit programma kan lezen.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="235"/>
        <source>First move</source>
        <translation>Eerste zet</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="235"/>
        <source>Previous move</source>
        <translation>Vorige zet</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="235"/>
        <source>Next move</source>
        <translation>Volgende zet</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="236"/>
        <source>Last move</source>
        <translation>Laatste zet</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="244"/>
        <source>Continue this game</source>
        <translation>Dit spel voortzetten</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="245"/>
        <source>Play on from the end of this record.</source>
        <translation>Verder spelen vanaf het einde van deze opname.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="247"/>
        <source>Click a board to bring it to the front.</source>
        <translation>Klik op een bord om het vooraan te zetten.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="257"/>
        <source>Replay</source>
        <translation>Herspelen</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="259"/>
        <source>Replay: {names}</source>
        <translation>Herspelen: {names}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="338"/>
        <source>The record is damaged: it has a result, but its moves do not end the game.</source>
        <translation>De opname is beschadigd: ze heeft een uitslag, maar haar zetten beëindigen het spel niet.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="340"/>
        <source>The record is damaged: its moves end the game, but it has no result.</source>
        <translation>De opname is beschadigd: haar zetten beëindigen het spel, maar ze heeft geen uitslag.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="345"/>
        <source>The record is damaged: it names {recorded} as the winner, but its moves make {winner} the winner.</source>
        <translation>De opname is beschadigd: ze noemt {recorded} als winnaar, maar volgens haar zetten wint {winner}.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="349"/>
        <source>The record is damaged: its recorded scores differ from the scores of its moves.</source>
        <translation>De opname is beschadigd: de opgenomen scores verschillen van de scores van haar zetten.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="356"/>
        <source>an unknown player ({seat})</source>
        <translation>een onbekende speler ({seat})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/pages/replay.py" line="363"/>
        <source>%n move(s) verified.</source>
        <translation>
            <numerusform>%n zet gecontroleerd.</numerusform>
            <numerusform>%n zetten gecontroleerd.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="430"/>
        <source>damaged</source>
        <translation>beschadigd</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="432"/>
        <source>verified</source>
        <translation>gecontroleerd</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay.py" line="433"/>
        <source>State hash after this move: {hash}</source>
        <translation>Hash van de toestand na deze zet: {hash}</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="157"/>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="158"/>
        <source>&amp;New game</source>
        <translation>&amp;Nieuw spel</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="159"/>
        <source>&amp;Open record…</source>
        <translation>Opname &amp;openen…</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="160"/>
        <source>&amp;Export record…</source>
        <translation>Opname &amp;exporteren…</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="161"/>
        <source>&amp;Copy position</source>
        <translation>&amp;Stelling kopiëren</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="162"/>
        <source>The table shown, as text for a bug report or a .helsinki-position file</source>
        <translation>De getoonde tafel, als tekst voor een foutmelding of een .helsinki-position-bestand</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="164"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Voorkeuren…</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="165"/>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="166"/>
        <source>&amp;Help</source>
        <translation>&amp;Hulp</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="167"/>
        <source>&amp;Rules in short</source>
        <translation>&amp;Regels in het kort</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="168"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Toetsenbord</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="192"/>
        <source>Leave the game?</source>
        <translation>Het spel verlaten?</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="193"/>
        <source>The game in progress stops here. It is saved: resume it later from the start screen. Leave it now?</source>
        <translation>Het lopende spel stopt hier. Het is bewaard: hervat het later vanaf het startscherm. Nu verlaten?</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="499"/>
        <source>On your turn, move your token 1 to 3 spaces clockwise around the senate, then either take the two cards beside it or build: play a card that shows a tile together with cards of its colour (or wild cards), as many cards in all as the number on it (that card included). Push the tile onto your board from the side where your token stands until it bumps into the statue or a tile. Covering a coat of arms lets you use one action of the action board later. At the end, every complete row and column scores 2, and superstructures in complete lines score extra.</source>
        <translation>Verplaats in je beurt je pion 1 tot 3 vakken met de klok mee rond de senaat en neem dan de twee kaarten ernaast of bouw: speel een kaart met een tegel samen met kaarten van die kleur (of jokers), in totaal zoveel kaarten als het getal erop aangeeft (die kaart meegeteld). Schuif de tegel op je bord vanaf de zijde waar je pion staat, tot hij tegen het standbeeld of een tegel stoot. Een afgedekt wapenschild laat je later een actie van het actiebord gebruiken. Aan het eind levert elke volle rij en kolom 2 punten op, en opbouwen in volle lijnen leveren extra op.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="336"/>
        <location filename="../../ui/pages/lobby.py" line="472"/>
        <location filename="../../ui/pages/room.py" line="242"/>
        <location filename="../../ui/pages/start.py" line="446"/>
        <location filename="../../client/app.py" line="284"/>
        <source>You</source>
        <translation>Jij</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="374"/>
        <source>Cannot resume</source>
        <translation>Hervatten onmogelijk</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="397"/>
        <source>Open record</source>
        <translation>Opname openen</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="406"/>
        <source>Cannot open the record</source>
        <translation>Kan de opname niet openen</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="415"/>
        <source>Damaged record</source>
        <translation>Beschadigde opname</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="442"/>
        <source>There is no game to export.</source>
        <translation>Er is geen spel om te exporteren.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="471"/>
        <source>Copy position</source>
        <translation>Stelling kopiëren</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="472"/>
        <source>There is no table whose position could be copied.</source>
        <translation>Er is geen tafel waarvan de stelling gekopieerd kan worden.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="475"/>
        <source>Position copied: paste it into a bug report, or save it as a .helsinki-position file to open it in the replay viewer.</source>
        <translation>Stelling gekopieerd: plak ze in een foutmelding, of bewaar ze als .helsinki-position-bestand om ze in de herspeler te openen.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="498"/>
        <source>Rules in short</source>
        <translation>Regels in het kort</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="509"/>
        <source>Keyboard</source>
        <translation>Toetsenbord</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="510"/>
        <source>Tab: next zone (hand, board, senate, actions); arrows: move the cursor; Space: choose; Enter: confirm; Esc: cancel; 1-6: move the token; B: move back; D: draw; E: end the turn. Ghost tile: arrows move it, R turns it, F flips it, S changes the side.</source>
        <translation>Tab: volgende zone (hand, bord, senaat, acties); pijltjes: cursor verplaatsen; Spatie: kiezen; Enter: bevestigen; Esc: annuleren; 1-6: pion verplaatsen; B: terug; D: trekken; E: beurt beëindigen. Spooktegel: pijltjes verplaatsen hem, R draait, F spiegelt, S wisselt van zijde.</translation>
    </message>
    <message>
        <location filename="../../client/online/session.py" line="214"/>
        <source>The game has not started.</source>
        <translation>Het spel is nog niet begonnen.</translation>
    </message>
    <message>
        <location filename="../../client/online/session.py" line="219"/>
        <source>The network game does not take moves now: {reason}</source>
        <translation>Het netwerkspel neemt nu geen zetten aan: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/watch.py" line="44"/>
        <location filename="../../ui/pages/watch.py" line="112"/>
        <source>Stop watching</source>
        <translation>Stoppen met kijken</translation>
    </message>
    <message>
        <location filename="../../ui/pages/watch.py" line="56"/>
        <location filename="../../client/online/watching.py" line="52"/>
        <source>Watching live.</source>
        <translation>Live meekijken.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="50"/>
        <source>This game is full: all its seats are taken. You can watch it instead.</source>
        <translation>Dit spel is vol: alle plaatsen zijn bezet. Je kunt wel meekijken.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="52"/>
        <source>Version mismatch: {detail}. Every player needs the same version of Helsinki-Qt.</source>
        <translation>Versies verschillen: {detail}. Alle spelers hebben dezelfde versie van Helsinki-Qt nodig.</translation>
    </message>
    <message>
        <location filename="../../client/online/browsing.py" line="173"/>
        <location filename="../../client/online/texts.py" line="55"/>
        <source>This game has already started. You can watch it instead.</source>
        <translation>Dit spel is al begonnen. Je kunt wel meekijken.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="59"/>
        <source>This game already has as many spectators as it accepts.</source>
        <translation>Dit spel heeft al het maximale aantal toeschouwers.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="61"/>
        <source>The host removed you from the room: you cannot come back for a while.</source>
        <translation>De gastheer heeft je uit de kamer verwijderd: je kunt een tijd niet terugkomen.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="63"/>
        <source>The computer that answered is not the host of this game (it cannot prove the game&apos;s key): ask the host for its address.</source>
        <translation>De computer die antwoordde is niet de gastheer van dit spel (hij kan de sleutel van het spel niet bewijzen): vraag de gastheer om zijn adres.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="66"/>
        <source>Another game answered at this address: it may have ended. Refresh the list and try again.</source>
        <translation>Een ander spel antwoordde op dit adres: het spel is misschien afgelopen. Vernieuw de lijst en probeer het opnieuw.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="68"/>
        <source>The host refused: {detail}</source>
        <translation>De gastheer weigerde: {detail}</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="73"/>
        <source>host key {key}</source>
        <translation>sleutel van de gastheer {key}</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="77"/>
        <source>You knocked: waiting for the host to let you in. Your key is {key}: tell it to the host, who sees it beside your name.</source>
        <translation>Je hebt aangeklopt: wachten tot de gastheer je binnenlaat. Je sleutel is {key}: zeg hem tegen de gastheer, die hem naast je naam ziet.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="137"/>
        <source>this computer is connected to no local network</source>
        <translation>deze computer is met geen enkel lokaal netwerk verbonden</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="138"/>
        <source>{address} is not a usable network address</source>
        <translation>{address} is geen bruikbaar netwerkadres</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="165"/>
        <source>the players are voting on who plays your seat</source>
        <translation>de spelers stemmen over wie jouw plaats speelt</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="167"/>
        <source>the players are voting on a player who broke the rules</source>
        <translation>de spelers stemmen over een speler die de regels brak</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="171"/>
        <source>the game is paused</source>
        <translation>het spel is gepauzeerd</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="173"/>
        <source>the game waits for a player who is not connected</source>
        <translation>het spel wacht op een speler die niet verbonden is</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="174"/>
        <source>the game cannot take them now</source>
        <translation>het spel kan ze nu niet aannemen</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="182"/>
        <source>the host removed you from the room</source>
        <translation>de gastheer heeft je uit de kamer verwijderd</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="186"/>
        <source>this computer could not connect to {names}</source>
        <translation>deze computer kon geen verbinding maken met {names}</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="189"/>
        <source>the players did not all draw the seed in time</source>
        <translation>niet alle spelers hebben op tijd het zaad getrokken</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="191"/>
        <source>not every seat is taken and ready</source>
        <translation>niet elke plaats is bezet en klaar</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="200"/>
        <source>another player took that colour</source>
        <translation>een andere speler heeft die kleur genomen</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="202"/>
        <source>the game has started</source>
        <translation>het spel is begonnen</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="215"/>
        <source>Your turn: {s} s left. Past it, the others may hand your seat to a bot.</source>
        <translation>Jouw beurt: nog {s} s. Daarna mogen de anderen je plaats aan een bot geven.</translation>
    </message>
    <message>
        <location filename="../../client/screenshots.py" line="179"/>
        <location filename="../../client/online/browsing.py" line="60"/>
        <location filename="../../client/online/room.py" line="96"/>
        <source>{name}&apos;s game</source>
        <translation>Spel van {name}</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="142"/>
        <source>No network to play on: {reason}</source>
        <translation>Geen netwerk om op te spelen: {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online/browsing.py" line="91"/>
        <source>Cannot look for games on the network: {reason}</source>
        <translation>Kan niet naar spellen zoeken op het netwerk: {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online/room.py" line="104"/>
        <source>Cannot open a port for the game: {reason}</source>
        <translation>Kan geen poort openen voor het spel: {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online/room.py" line="119"/>
        <source>The game is not announced ({reason}); others can join by address.</source>
        <translation>Het spel wordt niet aangekondigd ({reason}); anderen kunnen via het adres meedoen.</translation>
    </message>
    <message>
        <location filename="../../client/online/room.py" line="210"/>
        <source>New PIN</source>
        <translation>Nieuwe pincode</translation>
    </message>
    <message>
        <location filename="../../client/online/room.py" line="211"/>
        <source>The new PIN (tell it only to the people you invite):</source>
        <translation>De nieuwe pincode (geef hem alleen aan wie je uitnodigt):</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="90"/>
        <source>PIN required</source>
        <translation>pincode vereist</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="91"/>
        <source>{options}. Others join at {where}.</source>
        <translation>{options}. Anderen doen mee via {where}.</translation>
    </message>
    <message>
        <location filename="../../client/online/room.py" line="171"/>
        <source>seat {n} is free</source>
        <translation>plaats {n} is vrij</translation>
    </message>
    <message>
        <location filename="../../client/online/room.py" line="173"/>
        <source>{name} is not ready</source>
        <translation>{name} is niet klaar</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="207"/>
        <source>Not possible: {reason}</source>
        <translation>Niet mogelijk: {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online/browsing.py" line="161"/>
        <source>This game is no longer announced.</source>
        <translation>Dit spel wordt niet meer aangekondigd.</translation>
    </message>
    <message>
        <location filename="../../client/online/browsing.py" line="164"/>
        <source>Version mismatch: this game was made with another version of Helsinki-Qt (protocol {proto}, rules {rules}). Every player needs the same version.</source>
        <translation>Versies verschillen: dit spel is gemaakt met een andere versie van Helsinki-Qt (protocol {proto}, regels {rules}). Alle spelers hebben dezelfde versie nodig.</translation>
    </message>
    <message>
        <location filename="../../client/online/browsing.py" line="169"/>
        <source>Two hosts announce this game: ask its host for the address and join by address.</source>
        <translation>Twee hosts kondigen dit spel aan: vraag de host om het adres en doe mee via het adres.</translation>
    </message>
    <message>
        <location filename="../../client/online/browsing.py" line="181"/>
        <source>Type the address as address:port or name:port, e.g. 192.168.1.20:40123.</source>
        <translation>Typ het adres als adres:poort of naam:poort, bijv. 192.168.1.20:40123.</translation>
    </message>
    <message>
        <location filename="../../client/online/room.py" line="249"/>
        <source>Connecting to {where}…</source>
        <translation>Verbinden met {where}…</translation>
    </message>
    <message>
        <location filename="../../client/online/room.py" line="268"/>
        <source>Cannot reach {where}: {reason}</source>
        <translation>Kan {where} niet bereiken: {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online/watching.py" line="35"/>
        <source>Watching {game}: waiting for the start.</source>
        <translation>Je kijkt naar {game}: wachten op de start.</translation>
    </message>
    <message>
        <location filename="../../client/online/room.py" line="332"/>
        <source>Starting: connecting to every player…</source>
        <translation>Starten: verbinden met elke speler…</translation>
    </message>
    <message>
        <location filename="../../client/online/room.py" line="339"/>
        <source>The game could not start: {reason}</source>
        <translation>Het spel kon niet starten: {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="220"/>
        <source>{name} is back: the game goes on.</source>
        <translation>{name} is terug: het spel gaat verder.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="230"/>
        <source>(no dump written)</source>
        <translation>(geen dump geschreven)</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="225"/>
        <source>The game went out of sync at move {n}: the peers reached different states ({hashes}). A dump was written to {path}. What happens now: a peer in the minority rebuilds its state from the record and checks again; if that does not settle it, the game is paused and nothing more is played.</source>
        <translation>Het spel liep niet meer gelijk bij zet {n}: de deelnemers kwamen tot verschillende toestanden ({hashes}). Een dump is geschreven naar {path}. Wat er nu gebeurt: een deelnemer in de minderheid bouwt zijn toestand opnieuw op uit het verslag en controleert opnieuw; als dat niet helpt, wordt het spel gepauzeerd en wordt er niets meer gespeeld.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="235"/>
        <source>This computer was out of sync at move {n}: it rebuilt its state from the record and agrees with the others again. The game goes on.</source>
        <translation>Deze computer liep niet gelijk bij zet {n}: hij heeft zijn toestand opnieuw opgebouwd uit het verslag en is het weer eens met de anderen. Het spel gaat verder.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="31"/>
        <source>The game is paused: {reason}. It cannot go on safely; the record is saved.</source>
        <translation>Het spel is gepauzeerd: {reason}. Het kan niet veilig verder; het verslag is bewaard.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="42"/>
        <source>The PIN of this game was retired after too many wrong guesses: ask the host for the new one, or join with no PIN to knock.</source>
        <translation>De pincode van dit spel is ingetrokken na te veel foute pogingen: vraag de gastheer om de nieuwe, of doe mee zonder pincode om aan te kloppen.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="45"/>
        <source>The host did not let you in.</source>
        <translation>De gastheer heeft je niet binnengelaten.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="241"/>
        <source>The game stopped: {reason}. The record is saved.</source>
        <translation>Het spel is gestopt: {reason}. Het verslag is bewaard.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="245"/>
        <source>{name} has held their turn for a long time. Hand their seat to a bot?</source>
        <translation>{name} houdt de beurt al lang vast. Zijn plaats aan een bot geven?</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="253"/>
        <source>Waiting for {names} to come back. The game is paused when their seat is to move.</source>
        <translation>Wachten tot {names} terugkomt. Het spel pauzeert als hun plaats aan zet is.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="262"/>
        <source>{names} lost the connection{reason}. The game is paused when their seat is to move. Wait for them to rejoin, or hand their seat to a bot?</source>
        <translation>{names} verloor de verbinding{reason}. Het spel pauzeert als die plaats aan zet is. Wachten tot hij terugkomt, of de plaats aan een bot geven?</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="268"/>
        <source>If it is this computer that lost the network, rejoin your seat to catch up.</source>
        <translation>Als deze computer het netwerk kwijt was, neem dan je plaats weer in om bij te komen.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="27"/>
        <source>The seat cannot be handed over: {reason}</source>
        <translation>De plaats kan niet worden overgedragen: {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="257"/>
        <source>{names} left the game. The game is paused when their seat is to move. Wait for them to rejoin, or hand their seat to a bot?</source>
        <translation>{names} heeft het spel verlaten. Het spel pauzeert wanneer hun plaats aan zet is. Wachten tot ze terugkomen, of hun plaats aan een bot geven?</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="266"/>
        <source>{names} left the game.</source>
        <translation>{names} heeft het spel verlaten.</translation>
    </message>
    <message>
        <location filename="../../client/online/browsing.py" line="145"/>
        <source>Forget this game?</source>
        <translation>Dit spel vergeten?</translation>
    </message>
    <message>
        <location filename="../../client/online/browsing.py" line="146"/>
        <source>You will not be able to rejoin it. Its record is kept.</source>
        <translation>Je kunt er niet meer aan meedoen. De opname blijft bewaard.</translation>
    </message>
    <message>
        <location filename="../../client/online/browsing.py" line="152"/>
        <source>This game could not be forgotten: its file cannot be removed.</source>
        <translation>Dit spel kan niet worden vergeten: het bestand kan niet worden verwijderd.</translation>
    </message>
    <message>
        <location filename="../../client/online/table.py" line="317"/>
        <location filename="../../client/online/table.py" line="337"/>
        <source>This saved game cannot be rejoined: {reason}</source>
        <translation>Dit bewaarde spel kan niet worden hervat: {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online/table.py" line="332"/>
        <location filename="../../client/online/table.py" line="333"/>
        <source>Rejoining…</source>
        <translation>Opnieuw meedoen…</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="285"/>
        <source>Rejoining failed: {reason}. The others may have left; try again in a moment.</source>
        <translation>Opnieuw meedoen mislukte: {reason}. De anderen zijn misschien weg; probeer het zo opnieuw.</translation>
    </message>
    <message>
        <location filename="../../client/online/table.py" line="367"/>
        <source>Rejoined: the game goes on.</source>
        <translation>Weer terug: het spel gaat verder.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="277"/>
        <source>Take your seat back (from your next turn) or watch the bot play?</source>
        <translation>Je plaats terugnemen (vanaf je volgende beurt) of de bot zien spelen?</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="279"/>
        <source>While you were away, the others handed your seat ({seats}) to a bot. Take it back (from your next turn) or watch the bot play?</source>
        <translation>Terwijl je weg was, hebben de anderen je plaats ({seats}) aan een bot gegeven. Terugnemen (vanaf je volgende beurt) of de bot zien spelen?</translation>
    </message>
    <message>
        <location filename="../../client/online/table.py" line="385"/>
        <source>You take your seat back at your next turn; the others agree to it first.</source>
        <translation>Je neemt je plaats terug bij je volgende beurt; de anderen stemmen er eerst mee in.</translation>
    </message>
    <message>
        <location filename="../../client/online/table.py" line="397"/>
        <source>You are watching: a bot plays your seat. You can take it back at any time.</source>
        <translation>Je kijkt toe: een bot speelt op je plaats. Je kunt hem op elk moment terugnemen.</translation>
    </message>
    <message>
        <location filename="../../client/online/watching.py" line="56"/>
        <source>Watching stopped: {reason}</source>
        <translation>Meekijken gestopt: {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online/controller.py" line="217"/>
        <source>Leave the online game?</source>
        <translation>Het onlinespel verlaten?</translation>
    </message>
    <message>
        <location filename="../../client/online/controller.py" line="218"/>
        <source>The other players will be told that you left. You can rejoin your seat later from the LAN lobby. Leave now?</source>
        <translation>De andere spelers krijgen te horen dat je weg bent. Je kunt later je plaats weer innemen via de LAN-lobby. Nu vertrekken?</translation>
    </message>
    <message>
        <location filename="../../client/session.py" line="124"/>
        <location filename="../../client/online/texts.py" line="169"/>
        <source>it is not your turn</source>
        <translation>je bent niet aan de beurt</translation>
    </message>
    <message>
        <location filename="../../client/session.py" line="289"/>
        <source>The game could not be saved ({detail}). Play goes on; export the record from the Game menu to keep it.</source>
        <translation>Het spel kon niet bewaard worden ({detail}). Er wordt verder gespeeld; exporteer de opname via het menu Spel om ze te bewaren.</translation>
    </message>
    <message>
        <location filename="../../client/session.py" line="315"/>
        <location filename="../../client/session.py" line="327"/>
        <source>A bot could not choose its move ({detail}).</source>
        <translation>Een bot kon zijn zet niet kiezen ({detail}).</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="125"/>
        <source>Agreed by {voters}.</source>
        <translation>Besloten door {voters}.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="152"/>
        <source>no answer in time</source>
        <translation>geen antwoord op tijd</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="154"/>
        <source>nobody accepts connections at that address</source>
        <translation>niemand neemt verbindingen aan op dat adres</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="156"/>
        <source>that address is on none of this computer&apos;s networks</source>
        <translation>dat adres ligt op geen enkel netwerk van deze computer</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="150"/>
        <source>no computer named {name} was found</source>
        <translation>geen computer met de naam {name} gevonden</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="157"/>
        <source>the connection failed</source>
        <translation>de verbinding is mislukt</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="94"/>
        <source>their game differs from the others&apos; (wrong state hash)</source>
        <translation>hun spel verschilt van dat van de anderen (verkeerde toestandshash)</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="91"/>
        <source>they are back</source>
        <translation>ze zijn terug</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="90"/>
        <source>they asked for it</source>
        <translation>ze vroegen erom</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="89"/>
        <source>they held their turn past the turn timer</source>
        <translation>ze hielden hun beurt langer vast dan de beurttimer</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="93"/>
        <source>they refused a move that the others accepted</source>
        <translation>ze weigerden een zet die de anderen aanvaardden</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="92"/>
        <source>they reported a desync that the others did not see</source>
        <translation>ze meldden een desynchronisatie die de anderen niet zagen</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="96"/>
        <source>they sent different moves to different players</source>
        <translation>ze stuurden verschillende zetten naar verschillende spelers</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="95"/>
        <source>they stopped acknowledging moves</source>
        <translation>ze bevestigen geen zetten meer</translation>
    </message>
    <message>
        <location filename="../../client/online/table.py" line="140"/>
        <source>turn timer: seat {n}, {s} s left</source>
        <translation>beurttimer: plaats {n}, nog {s} s</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="129"/>
        <source>{name} does not follow the rules of the network game ({why}, move {n}); the others vote on handing their seat to a bot.</source>
        <translation>{name} volgt de regels van het netwerkspel niet ({why}, zet {n}); de anderen stemmen erover hun plaats aan een bot te geven.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="154"/>
        <source>Action: click a highlighted action</source>
        <translation>Actie: klik op een gemarkeerde actie</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="169"/>
        <source>Build a pavilion</source>
        <translation>Bouw een paviljoen</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="171"/>
        <source>Build a pavilion or end your turn</source>
        <translation>Bouw een paviljoen of beëindig je beurt</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="152"/>
        <source>Build: click a highlighted card of your hand</source>
        <translation>Bouwen: klik op een gemarkeerde kaart in je hand</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="147"/>
        <source>Click a card of your hand to discard it.</source>
        <translation>Klik op een kaart in je hand om ze af te leggen.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="143"/>
        <source>Click a highlighted senate space, or press how many spaces to go (1-3).</source>
        <translation>Klik op een gemarkeerd senaatsvak, of typ het aantal vakken (1-3).</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="145"/>
        <source>Click a highlighted square for the wild tile.</source>
        <translation>Klik op een gemarkeerd vak voor de jokertegel.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="141"/>
        <source>Click a senate space for your token, or press its number (0-7).</source>
        <translation>Klik op een senaatsvak voor je pion, of typ het nummer ervan (0-7).</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="66"/>
        <source>Click the superstructure to move.</source>
        <translation>Klik op de opbouw die je wilt verplaatsen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/words.py" line="178"/>
        <source>Discard %n card(s) down to the hand limit</source>
        <translation>
            <numerusform>Leg %n kaart af tot de handlimiet</numerusform>
            <numerusform>Leg %n kaarten af tot de handlimiet</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="168"/>
        <source>Draw cards</source>
        <translation>Trek kaarten</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="167"/>
        <source>Draw cards or build a pavilion</source>
        <translation>Trek kaarten of bouw een paviljoen</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="170"/>
        <source>Draw cards or end your turn</source>
        <translation>Trek kaarten of beëindig je beurt</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="150"/>
        <source>Draw: D or a highlighted display card</source>
        <translation>Trekken: D of een gemarkeerde kaart van de uitstalling</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="156"/>
        <source>End the turn: E</source>
        <translation>Beurt beëindigen: E</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="173"/>
        <source>End your turn</source>
        <translation>Beëindig je beurt</translation>
    </message>
    <message>
        <location filename="../../ui/pages/table_page.py" line="137"/>
        <source>Log</source>
        <translation>Logboek</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="165"/>
        <source>Move your token</source>
        <translation>Verplaats je pion</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="166"/>
        <source>Move your token or take an action</source>
        <translation>Verplaats je pion of neem een actie</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/words.py" line="175"/>
        <source>Place %n superstructure(s) on the new tile</source>
        <translation>
            <numerusform>Plaats %n opbouw op de nieuwe tegel</numerusform>
            <numerusform>Plaats %n opbouwen op de nieuwe tegel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/words.py" line="176"/>
        <source>Place %n wild tile(s)</source>
        <translation>
            <numerusform>Plaats %n jokertegel</numerusform>
            <numerusform>Plaats %n jokertegels</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="164"/>
        <source>Place your token on a senate space</source>
        <translation>Zet je pion op een senaatsvak</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="174"/>
        <source>Push the tile onto your board</source>
        <translation>Schuif de tegel op je bord</translation>
    </message>
    <message>
        <location filename="../../ui/pages/table_page.py" line="138"/>
        <source>Show or hide the log of the moves.</source>
        <translation>Het logboek van de zetten tonen of verbergen.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="172"/>
        <source>Take an action or end your turn</source>
        <translation>Neem een actie of beëindig je beurt</translation>
    </message>
    <message>
        <location filename="../../ui/pages/table_page.py" line="135"/>
        <source>Take back (Ctrl+Z)</source>
        <translation>Terugnemen (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="95"/>
        <source>The tile is paid for: push it onto the board, or take the payment back (Ctrl+Z).</source>
        <translation>De tegel is betaald: schuif hem op het bord, of neem de betaling terug (Ctrl+Z).</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game.py" line="46"/>
        <source>Undo your last step. Steps that showed a card from the pile cannot be taken back.</source>
        <translation>Je laatste stap ongedaan maken. Stappen die een kaart van de stapel lieten zien, kunnen niet worden teruggenomen.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="189"/>
        <source>{name} may build a pavilion or end the turn</source>
        <translation>{name} mag een paviljoen bouwen of de beurt beëindigen</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="188"/>
        <source>{name} may draw cards or end the turn</source>
        <translation>{name} mag kaarten trekken of de beurt beëindigen</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="190"/>
        <source>{name} may take an action or end the turn</source>
        <translation>{name} mag een actie nemen of de beurt beëindigen</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="187"/>
        <source>{name} must build a pavilion</source>
        <translation>{name} moet een paviljoen bouwen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/words.py" line="196"/>
        <source>{name} must discard %n card(s)</source>
        <translation>
            <numerusform>{name} moet %n kaart afleggen</numerusform>
            <numerusform>{name} moet %n kaarten afleggen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="186"/>
        <source>{name} must draw cards</source>
        <translation>{name} moet kaarten trekken</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="60"/>
        <source>Press Enter or Confirm to put the superstructures on the roofs chosen; click a roof again to change.</source>
        <translation>Druk op Enter of Bevestigen om de opbouwen op de gekozen daken te zetten; klik nogmaals op een dak om te wijzigen.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="67"/>
        <source>Click a free roof for the superstructure chosen, or click it again to keep it there.</source>
        <translation>Klik op een vrij dak voor de gekozen opbouw, of klik er nogmaals op om hem te laten staan.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="112"/>
        <source>put your first token on senate space {n}</source>
        <translation>je eerste pion op senaatsvak {n} zetten</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="114"/>
        <source>move 1 space back</source>
        <translation>1 vak teruggaan</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/words.py" line="115"/>
        <source>move your token %n space(s)</source>
        <translation>
            <numerusform>je pion %n vak verplaatsen</numerusform>
            <numerusform>je pion %n vakken verplaatsen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="117"/>
        <source>take the cards beside your token</source>
        <translation>de kaarten naast je pion nemen</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="119"/>
        <source>build with the cards marked and push the tile as shown</source>
        <translation>bouwen met de gemarkeerde kaarten en de tegel schuiven zoals getoond</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="121"/>
        <source>push the tile as shown</source>
        <translation>de tegel schuiven zoals getoond</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="123"/>
        <source>put the superstructures on the roofs marked</source>
        <translation>de opbouwen op de gemarkeerde daken zetten</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="127"/>
        <source>spend a coat of arms on “{action}”</source>
        <translation>een wapenschild uitgeven aan “{action}”</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="131"/>
        <source>discard {card}</source>
        <translation>{card} afleggen</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="133"/>
        <location filename="../../ui/copenhagen/words.py" line="99"/>
        <source>end your turn</source>
        <translation>je beurt beëindigen</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="134"/>
        <location filename="../../ui/copenhagen/page.py" line="66"/>
        <source>Suggestion: {step}. Enter or Confirm plays it, Esc drops it.</source>
        <translation>Voorstel: {step}. Enter of Bevestigen speelt het, Esc laat het vallen.</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="185"/>
        <source>{name} must draw cards or build a pavilion</source>
        <translation>{name} moet kaarten trekken of een paviljoen bouwen</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="191"/>
        <source>{name} must end the turn</source>
        <translation>{name} moet de beurt beëindigen</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="195"/>
        <source>{name} must move a superstructure</source>
        <translation>{name} moet een opbouw verplaatsen</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="183"/>
        <source>{name} must move the token</source>
        <translation>{name} moet de pion verplaatsen</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="125"/>
        <source>put the wild tile on the square marked</source>
        <translation>leg de jokertegel op het gemarkeerde vak</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="129"/>
        <source>move the superstructure chosen to the roof marked</source>
        <translation>verplaats de gekozen opbouw naar het gemarkeerde dak</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="184"/>
        <source>{name} must move the token or take an action</source>
        <translation>{name} moet de pion verplaatsen of een actie nemen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/words.py" line="193"/>
        <source>{name} must place %n superstructure(s)</source>
        <translation>
            <numerusform>{name} moet %n opbouw plaatsen</numerusform>
            <numerusform>{name} moet %n opbouwen plaatsen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/table/words.py" line="194"/>
        <source>{name} must place %n wild tile(s)</source>
        <translation>
            <numerusform>{name} moet %n jokertegel plaatsen</numerusform>
            <numerusform>{name} moet %n jokertegels plaatsen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="182"/>
        <source>{name} must place a token on a senate space</source>
        <translation>{name} moet een pion op een senaatsvak zetten</translation>
    </message>
    <message>
        <location filename="../../ui/table/words.py" line="192"/>
        <source>{name} must push the tile onto the board</source>
        <translation>{name} moet de tegel op het bord schuiven</translation>
    </message>
    <message>
        <location filename="../../ui/table/items/board.py" line="139"/>
        <source>cards {cards}</source>
        <translation>kaarten {cards}</translation>
    </message>
    <message>
        <location filename="../../ui/table/items/board.py" line="137"/>
        <source>coats of arms {coats}</source>
        <translation>wapenschilden {coats}</translation>
    </message>
    <message>
        <location filename="../../ui/table/items/board.py" line="138"/>
        <source>arms {coats}</source>
        <translation>wapens {coats}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/first_run.py" line="71"/>
        <source>Welcome to Helsinki</source>
        <translation>Welkom in Helsinki</translation>
    </message>
    <message>
        <location filename="../../ui/pages/first_run.py" line="72"/>
        <source>Before the first game: how should the other players know you?</source>
        <translation>Voor het eerste spel: hoe moeten de andere spelers je kennen?</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="63"/>
        <location filename="../../ui/pages/first_run.py" line="73"/>
        <source>Your name</source>
        <translation>Je naam</translation>
    </message>
    <message>
        <location filename="../../ui/pages/first_run.py" line="74"/>
        <source>e.g. Aino</source>
        <translation>bijv. Aino</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="64"/>
        <location filename="../../ui/pages/first_run.py" line="75"/>
        <source>Your colour</source>
        <translation>Je kleur</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="65"/>
        <location filename="../../ui/pages/first_run.py" line="77"/>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <location filename="../../ui/pages/first_run.py" line="79"/>
        <source>You can change all of this later in the preferences.</source>
        <translation>Je kunt dit later allemaal wijzigen in de voorkeuren.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/first_run.py" line="80"/>
        <source>Let&apos;s play</source>
        <translation>Spelen maar</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="137"/>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="135"/>
        <source>Easy bot</source>
        <translation>Makkelijke bot</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="135"/>
        <source>Normal bot</source>
        <translation>Normale bot</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="136"/>
        <source>Hard bot</source>
        <translation>Moeilijke bot</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="135"/>
        <source>Random bot</source>
        <translation>Willekeurige bot</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="97"/>
        <location filename="../../ui/pages/room.py" line="305"/>
        <source>Free seat, place {n}</source>
        <translation>Vrije plaats, nr. {n}</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="122"/>
        <source>From move {ply}, {bot} plays {seat}: {why}.</source>
        <translation>Vanaf zet {ply} speelt {bot} op {seat}: {why}.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="247"/>
        <source>Leave the room</source>
        <translation>De kamer verlaten</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="415"/>
        <source>No interrupted online game.</source>
        <translation>Geen onderbroken onlinespel.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="533"/>
        <source>Online game</source>
        <translation>Onlinespel</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="344"/>
        <source>Open the room</source>
        <translation>De kamer openen</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="317"/>
        <source>Show</source>
        <translation>Tonen</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="318"/>
        <source>Show the PIN as it is typed</source>
        <translation>De pincode tonen tijdens het typen</translation>
    </message>
    <message>
        <location filename="../../client/online/room.py" line="299"/>
        <source>The room closed: {reason}</source>
        <translation>De kamer is gesloten: {reason}</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="48"/>
        <source>This game needs a PIN: type it here and join again.</source>
        <translation>Dit spel vraagt een pincode: typ die hier en doe opnieuw mee.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="57"/>
        <source>This name is taken in this game: type another one.</source>
        <translation>Deze naam is in dit spel al bezet: typ een andere.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="40"/>
        <source>Too many PIN attempts: wait a moment and try again.</source>
        <translation>Te veel pogingen met de pincode: wacht even en probeer het opnieuw.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/watch.py" line="48"/>
        <location filename="../../ui/pages/watch.py" line="114"/>
        <source>Watching a live game</source>
        <translation>Een spel live volgen</translation>
    </message>
    <message>
        <location filename="../../ui/pages/watch.py" line="50"/>
        <location filename="../../ui/pages/watch.py" line="116"/>
        <source>Watching a live game: {names}</source>
        <translation>Een spel live volgen: {names}</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="47"/>
        <source>Wrong PIN: check it and try again.</source>
        <translation>Verkeerde pincode: controleer hem en probeer het opnieuw.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="261"/>
        <source>Your colour, {preferred}, was taken: you play {given}.</source>
        <translation>Je kleur, {preferred}, was al bezet: je speelt {given}.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="99"/>
        <source>Your seat, place {n}</source>
        <translation>Jouw plaats, nr. {n}</translation>
    </message>
    <message>
        <location filename="../../ui/pages/lobby.py" line="313"/>
        <source>for games marked with a PIN</source>
        <translation>voor spellen met een pincode</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="184"/>
        <source>the host closed the room, or the connection to it was lost</source>
        <translation>de host heeft de kamer gesloten, of de verbinding ermee is verbroken</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="206"/>
        <source>the room changed meanwhile</source>
        <translation>de kamer is intussen veranderd</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="88"/>
        <source>they left the game</source>
        <translation>ze hebben het spel verlaten</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="87"/>
        <source>they lost the connection</source>
        <translation>ze verloren de verbinding</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="108"/>
        <source>{bot}, always ready</source>
        <translation>{bot}, altijd klaar</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="118"/>
        <source>{name} takes their seat back (place {n}) from move {ply}: {why}.</source>
        <translation>{name} neemt vanaf zet {ply} de eigen plaats terug (plaats {n}): {why}.</translation>
    </message>
    <message>
        <location filename="../../client/online/texts.py" line="120"/>
        <source>{name} was voted out from move {ply}: {why}. {bot} plays {seat}.</source>
        <translation>{name} is vanaf zet {ply} weggestemd: {why}. {bot} speelt op {seat}.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/room.py" line="100"/>
        <location filename="../../client/online/texts.py" line="116"/>
        <source>{name}&apos;s seat, place {n}</source>
        <translation>plaats van {name}, nr. {n}</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="48"/>
        <source>Confirm the end of my turn</source>
        <translation>Het einde van mijn beurt bevestigen</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="50"/>
        <source>Your last step of a turn waits for “End turn” (E) and can still be taken back.</source>
        <translation>De laatste stap van een beurt wacht op “Beurt beëindigen” (E) en kan nog teruggenomen worden.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/game.py" line="76"/>
        <location filename="../../ui/copenhagen/page.py" line="75"/>
        <source>Confirm the end of your turn or take back</source>
        <translation>Bevestig het einde van je beurt of neem terug</translation>
    </message>
    <message>
        <location filename="../../client/session.py" line="118"/>
        <source>end your turn or take your last step back first</source>
        <translation>beëindig eerst je beurt of neem je laatste stap terug</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="193"/>
        <source>Superstructures in complete rows and columns: 3 points where a complete row crosses a complete column ({crossings} here), 1 point elsewhere ({lines} here)</source>
        <translation>Opbouwen in volle rijen en kolommen: 3 punten waar een volle rij een volle kolom kruist ({crossings} hier), elders 1 punt ({lines} hier)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="200"/>
        <source>Superstructures</source>
        <translation>Opbouwen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="204"/>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <location filename="../../ui/table/scene.py" line="421"/>
        <source>Final score in points</source>
        <translation>Eindscore in punten</translation>
    </message>
    <message>
        <location filename="../../ui/pages/end.py" line="43"/>
        <source>The pile ran out of cards in round {n}: that round was the last.</source>
        <translation>De trekstapel raakte op in ronde {n}: dat was de laatste ronde.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="53"/>
        <source>Colour-blind marks</source>
        <translation>Tekens voor kleurenblinden</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="55"/>
        <source>The tokens on the table also carry a shape for their colour: a triangle for red, a square for green, a diamond for blue, a cross for yellow.</source>
        <translation>De pionnen op tafel dragen ook een vorm voor hun kleur: een driehoek voor rood, een vierkant voor groen, een ruit voor blauw, een kruis voor geel.</translation>
    </message>
    <message>
        <location filename="../../ui/dialogs.py" line="66"/>
        <source>Animation speed</source>
        <translation>Animatiesnelheid</translation>
    </message>
    <message>
        <location filename="../../ui/pages/table_page.py" line="136"/>
        <source>Result and play again</source>
        <translation>Uitslag en opnieuw spelen</translation>
    </message>
    <message>
        <location filename="../../ui/pages/hand_over.py" line="114"/>
        <source>The others look away; {name} shows the hand when ready (Enter).</source>
        <translation>De anderen kijken weg; {name} toont de eigen hand zodra het kan (Enter).</translation>
    </message>
    <message>
        <location filename="../../ui/pages/guests.py" line="59"/>
        <source>The PIN was retired after {n} wrong guesses: nobody joins with it any more. Set a new one, or let guests in as they knock.</source>
        <translation>De pincode is ingetrokken na {n} foute pogingen: niemand doet er nog mee mee. Kies een nieuwe, of laat gasten binnen als ze aankloppen.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/guests.py" line="62"/>
        <source>Set a new PIN…</source>
        <translation>Nieuwe pincode…</translation>
    </message>
    <message>
        <location filename="../../ui/pages/guests.py" line="76"/>
        <source>{name} knocks (key {key}, from {address})</source>
        <translation>{name} klopt aan (sleutel {key}, vanaf {address})</translation>
    </message>
    <message>
        <location filename="../../ui/pages/guests.py" line="78"/>
        <source>Let in</source>
        <translation>Binnenlaten</translation>
    </message>
    <message>
        <location filename="../../ui/pages/guests.py" line="78"/>
        <source>Turn away</source>
        <translation>Weigeren</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/copenhagen/end.py" line="36"/>
        <source>{names} and {last} share the win with %n point(s)!</source>
        <translation>
            <numerusform>{names} en {last} delen de overwinning met %n punt!</numerusform>
            <numerusform>{names} en {last} delen de overwinning met %n punten!</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/end.py" line="43"/>
        <source>A player reached 12 points: the game ended at once.</source>
        <translation>Een speler haalde 12 punten: het spel eindigde meteen.</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/end.py" line="44"/>
        <source>The end card came up: most points win, then fewest empty cells; a tie on both is a shared win.</source>
        <translation>De eindkaart kwam boven: de meeste punten winnen, dan de minste lege vakken; wie op beide gelijk staat, deelt de overwinning.</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/end.py" line="108"/>
        <source>Complete floors ({floors})</source>
        <translation>Volle verdiepingen ({floors})</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/end.py" line="110"/>
        <source>Complete columns ({columns})</source>
        <translation>Volle kolommen ({columns})</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/end.py" line="112"/>
        <source>Windows only, scored double</source>
        <translation>Alleen ramen, dubbel geteld</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/end.py" line="113"/>
        <source>Empty cells</source>
        <translation>Lege vakken</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/end.py" line="114"/>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/end.py" line="114"/>
        <source>winner</source>
        <translation>winnaar</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/page.py" line="35"/>
        <source>Undo your last step. Steps that showed a card from the deck cannot be taken back.</source>
        <translation>Je laatste stap ongedaan maken. Stappen die een kaart van de trekstapel omdraaiden, kunnen niet worden teruggenomen.</translation>
    </message>
    <message>
        <location filename="../../ui/pages/table_page.py" line="364"/>
        <source>Suggest a move (H)</source>
        <translation>Stel een zet voor (H)</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/page.py" line="86"/>
        <source>deck: {n}</source>
        <translation>stapel: {n}</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/page.py" line="97"/>
        <source>Choose how to pay for the tile: with or without your discount, with which cards.</source>
        <translation>Kies hoe je de tegel betaalt: met of zonder je korting, met welke kaarten.</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/page.py" line="100"/>
        <source>Click a lit cell of your house to build, or move the tile with the arrows and press Enter; R, the right button or Turn turns it, F or Flip flips it; Esc puts it back.</source>
        <translation>Klik op een gemarkeerd vak van je huis om te bouwen, of verplaats de tegel met de pijltjes en druk op Enter; R, de rechterknop of Draaien draait hem, F of Spiegelen spiegelt hem; Esc legt hem terug.</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/page.py" line="104"/>
        <source>Click 2 neighbouring harbour cards (1-7), or a framed tile of the market to build it (T: the next tile).</source>
        <translation>Klik op 2 naast elkaar liggende havenkaarten (1-7), of op een omlijnde tegel van de voorraad om hem te bouwen (T: de volgende tegel).</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/page.py" line="107"/>
        <source>Click a colour of your hand, or press its number (1-5), to discard a card of it.</source>
        <translation>Klik op een kleur in je hand, of druk op het nummer ervan (1-5), om er een kaart van af te leggen.</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/page.py" line="110"/>
        <source>Click a framed tile to build it (T: the next tile), or end your turn (E).</source>
        <translation>Klik op een omlijnde tegel om hem te bouwen (T: de volgende tegel), of beëindig je beurt (E).</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/page.py" line="112"/>
        <source>Click a bonus (1-9), or a lit cell of your house for a special tile (or move it with the arrows and press Enter).</source>
        <translation>Klik op een bonus (1-9), of op een gemarkeerd vak van je huis voor een speciale tegel (of verplaats hem met de pijltjes en druk op Enter).</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/scene.py" line="287"/>
        <source>You cannot build the {tile} tile now.</source>
        <translation>Je kunt de tegel {tile} nu niet bouwen.</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/scene.py" line="323"/>
        <source>The tile does not fit there: it needs empty cells, one of them on the ground or right above a tile.</source>
        <translation>De tegel past daar niet: hij heeft lege vakken nodig, waarvan één helemaal onderaan of recht boven een tegel.</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="13"/>
        <source>white</source>
        <translation>wit</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="18"/>
        <source>{colour} {size}</source>
        <translation>{colour} {size}</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="24"/>
        <source>Any cards</source>
        <translation>Vrije kaartkeuze</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="25"/>
        <source>Additional card</source>
        <translation>Extra kaart</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="26"/>
        <source>Construction discount</source>
        <translation>Bouwkorting</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="27"/>
        <source>Change of colours</source>
        <translation>Kleurwissel</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="28"/>
        <source>Both actions</source>
        <translation>Beide acties</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="34"/>
        <source>Take 2 harbour cards that need not be next to each other.</source>
        <translation>Neem 2 havenkaarten die niet naast elkaar hoeven te liggen.</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="35"/>
        <source>Take a third card from anywhere in the harbour.</source>
        <translation>Neem een derde kaart van een willekeurige plek in de haven.</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="36"/>
        <source>A build costs one card fewer.</source>
        <translation>Bouwen kost één kaart minder.</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="37"/>
        <source>Cards of one colour count as another for a build.</source>
        <translation>Bij het bouwen tellen kaarten van één kleur als een andere kleur.</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="38"/>
        <source>Take cards, then build in the same turn.</source>
        <translation>Neem kaarten en bouw daarna in dezelfde beurt.</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="47"/>
        <source>Take 2 harbour cards or build a facade tile</source>
        <translation>Neem 2 havenkaarten of bouw een geveltegel</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="48"/>
        <source>Discard down to 7 cards</source>
        <translation>Leg af tot 7 kaarten</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="49"/>
        <source>Build a facade tile (Both actions) or end your turn</source>
        <translation>Bouw een geveltegel (“Beide acties”) of beëindig je beurt</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="50"/>
        <location filename="../../ui/copenhagen/items/bonus.py" line="63"/>
        <source>Choose a bonus</source>
        <translation>Kies een bonus</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="53"/>
        <source>{name} takes cards or builds</source>
        <translation>{name} neemt kaarten of bouwt</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="54"/>
        <source>{name} discards down to 7 cards</source>
        <translation>{name} legt af tot 7 kaarten</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="55"/>
        <source>{name} may build with Both actions</source>
        <translation>{name} mag bouwen met “Beide acties”</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="56"/>
        <source>{name} chooses a bonus</source>
        <translation>{name} kiest een bonus</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="64"/>
        <source>{name} took the cards of slots {slots}</source>
        <translation>{name} nam de kaarten van ligplaatsen {slots}</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="68"/>
        <source>{name} discarded a {colour} card</source>
        <translation>{name} legde een kaart af ({colour})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/copenhagen/words.py" line="70"/>
        <source>{name} built the {tile} tile for %n card(s)</source>
        <translation>
            <numerusform>{name} bouwde de tegel {tile} voor %n kaart</numerusform>
            <numerusform>{name} bouwde de tegel {tile} voor %n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="73"/>
        <source>{name} placed a special tile</source>
        <translation>{name} legde een speciale tegel</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="75"/>
        <source>{name} took the ability {ability}</source>
        <translation>{name} nam de vaardigheid “{ability}”</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="78"/>
        <source>{name} turned the used abilities active again</source>
        <translation>{name} maakte de gebruikte vaardigheden weer actief</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="79"/>
        <source>{name} ended the turn</source>
        <translation>{name} beëindigde de beurt</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="86"/>
        <source>take the cards of slots {slots}</source>
        <translation>de kaarten van ligplaatsen {slots} nemen</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="89"/>
        <source>discard a {colour} card</source>
        <translation>een {colour} kaart afleggen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/copenhagen/words.py" line="91"/>
        <source>build the {tile} tile for %n card(s) ({cards})</source>
        <translation>
            <numerusform>de tegel {tile} bouwen voor %n kaart ({cards})</numerusform>
            <numerusform>de tegel {tile} bouwen voor %n kaarten ({cards})</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="94"/>
        <source>place a special tile</source>
        <translation>een speciale tegel leggen</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="96"/>
        <source>take the ability {ability}</source>
        <translation>de vaardigheid “{ability}” nemen</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="98"/>
        <source>turn your used abilities active again</source>
        <translation>je gebruikte vaardigheden weer actief maken</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="111"/>
        <source>{name} took the cards of slots {slots}: {colours}.</source>
        <translation>{name} nam de kaarten van ligplaatsen {slots}: {colours}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/copenhagen/words.py" line="119"/>
        <source>{name} scored %n point(s).</source>
        <translation>
            <numerusform>{name} scoort %n punt.</numerusform>
            <numerusform>{name} scoort %n punten.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="135"/>
        <source>free</source>
        <translation>gratis</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="143"/>
        <source>take 2 harbour cards, 3 with Additional card</source>
        <translation>neem 2 havenkaarten, 3 met “Extra kaart”</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="144"/>
        <source>the 2 cards must be next to each other, or use Any cards</source>
        <translation>de 2 kaarten moeten naast elkaar liggen, of gebruik “Vrije kaartkeuze”</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="145"/>
        <source>a third card needs Additional card, active</source>
        <translation>een derde kaart vraagt een actieve “Extra kaart”</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="146"/>
        <source>a tile goes on empty cells only</source>
        <translation>een tegel komt alleen op lege vakken</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="147"/>
        <source>a cell of the tile must be on floor 1 or right above a tile</source>
        <translation>een vak van de tegel moet op verdieping 1 of recht boven een tegel liggen</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="148"/>
        <source>the cards paid are not what the tile costs here</source>
        <translation>de betaalde kaarten komen niet overeen met wat de tegel hier kost</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="149"/>
        <source>pay with cards of the tile&apos;s colour</source>
        <translation>betaal met kaarten in de kleur van de tegel</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="150"/>
        <source>the hand does not hold the cards paid</source>
        <translation>de hand bevat de betaalde kaarten niet</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="151"/>
        <source>no such tile is left</source>
        <translation>zo’n tegel is er niet meer</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="152"/>
        <source>no special tile is left</source>
        <translation>er is geen speciale tegel meer</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="153"/>
        <source>that ability is yours already</source>
        <translation>die vaardigheid heb je al</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="154"/>
        <source>that ability is not active</source>
        <translation>die vaardigheid is niet actief</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/words.py" line="155"/>
        <source>no ability is used</source>
        <translation>er is geen vaardigheid gebruikt</translation>
    </message>
    <message>
        <location filename="../../ui/pages/replay_table.py" line="119"/>
        <location filename="../../ui/copenhagen/words.py" line="157"/>
        <source>that is not possible now</source>
        <translation>dat kan nu niet</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/abilities.py" line="46"/>
        <source>active</source>
        <translation>actief</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/abilities.py" line="47"/>
        <source>used</source>
        <translation>gebruikt</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/abilities.py" line="47"/>
        <source>not yours</source>
        <translation>niet van jou</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/abilities.py" line="57"/>
        <source>Abilities</source>
        <translation>Vaardigheden</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/bonus.py" line="64"/>
        <source>Choose a bonus ({n} to choose)</source>
        <translation>Kies een bonus (nog {n} te kiezen)</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/bonus.py" line="68"/>
        <source>or place a special tile on a lit cell of your house</source>
        <translation>of leg een speciale tegel op een gemarkeerd vak van je huis</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/bonus.py" line="69"/>
        <source>no special tile fits on your house</source>
        <translation>er past geen speciale tegel op je huis</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/bonus.py" line="79"/>
        <source>Take {ability}</source>
        <translation>Neem “{ability}”</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/bonus.py" line="82"/>
        <source>Turn your used abilities active again</source>
        <translation>Maak je gebruikte vaardigheden weer actief</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/copenhagen/items/ghost.py" line="71"/>
        <location filename="../../ui/copenhagen/items/hand.py" line="87"/>
        <location filename="../../ui/copenhagen/items/house.py" line="163"/>
        <location filename="../../ui/copenhagen/items/payment.py" line="110"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kaart</numerusform>
            <numerusform>%n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/ghost.py" line="73"/>
        <source>(discount)</source>
        <translation>(korting)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/copenhagen/items/ghost.py" line="75"/>
        <source>%n way(s) to pay</source>
        <translation>
            <numerusform>%n manier om te betalen</numerusform>
            <numerusform>%n manieren om te betalen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/ghost.py" line="77"/>
        <source>does not fit here</source>
        <translation>past hier niet</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/hand.py" line="89"/>
        <source>Hands are hidden</source>
        <translation>Handen zijn verborgen</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/hand.py" line="91"/>
        <source>Your hand</source>
        <translation>Je hand</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/harbour.py" line="75"/>
        <source>deck: {deck} · discarded: {discard}</source>
        <translation>stapel: {deck} · afgelegd: {discard}</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/harbour.py" line="77"/>
        <source>Harbour</source>
        <translation>Haven</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/market.py" line="111"/>
        <source>Facade tiles</source>
        <translation>Geveltegels</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/market.py" line="126"/>
        <source>Turn (R)</source>
        <translation>Draaien (R)</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/market.py" line="127"/>
        <source>Flip (F)</source>
        <translation>Spiegelen (F)</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/market.py" line="181"/>
        <source>special tiles (bonus)</source>
        <translation>speciale tegels (bonus)</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/track.py" line="63"/>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <location filename="../../ui/pages/start.py" line="343"/>
        <location filename="../../ui/copenhagen/items/track.py" line="63"/>
        <source>12 points win at once</source>
        <translation>met 12 punten win je meteen</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/payment.py" line="88"/>
        <source>How do you pay for the {tile} tile?</source>
        <translation>Hoe betaal je de tegel {tile}?</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/payment.py" line="91"/>
        <source>Click a payment (1-9, or the arrows and Enter); Esc: back to the tile.</source>
        <translation>Klik op een betaling (1-9, of de pijltjes en Enter); Esc: terug naar de tegel.</translation>
    </message>
    <message>
        <location filename="../../ui/copenhagen/items/payment.py" line="113"/>
        <source>uses {abilities}</source>
        <translation>gebruikt {abilities}</translation>
    </message>
</context>
</TS>
