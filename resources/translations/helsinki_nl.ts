<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../../ui/describe.py" line="22"/>
        <source>nothing</source>
        <translation>niets</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="25"/>
        <source>{first} and {last}</source>
        <translation>{first} en {last}</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="40"/>
        <source>{name} put the first token on senate space {n}.</source>
        <translation>{name} zette de eerste pion op senaatsvak {n}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="43"/>
        <source>{name} moved 1 space back.</source>
        <translation>{name} ging 1 vak terug.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="45"/>
        <source>{name} moved 1 space.</source>
        <translation>{name} ging 1 vak vooruit.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="47"/>
        <source>{name} moved {n} spaces.</source>
        <translation>{name} ging {n} vakken vooruit.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="51"/>
        <source>{name} took {cards}.</source>
        <translation>{name} nam {cards}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="54"/>
        <location filename="../../ui/describe.py" line="126"/>
        <source>{name} also drew a card from the pile.</source>
        <translation>{name} trok ook een kaart van de stapel.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="57"/>
        <source>{name} played {cards} to build a {colour} tile with {roofs} roofs.</source>
        <translation>{name} speelde {cards} om een {colour} tegel met {roofs} daken te bouwen.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="64"/>
        <source>{name} pushed the tile onto {squares}.</source>
        <translation>{name} schoof de tegel op {squares}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="69"/>
        <source>It touches a tile of its colour: {name} drew a bonus card.</source>
        <translation>Ze raakt een tegel van haar kleur: {name} trekt een bonuskaart.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="72"/>
        <source>{name} put superstructures on {squares}.</source>
        <translation>{name} zette opbouwen op {squares}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="76"/>
        <source>{name} placed a wild tile on {square}.</source>
        <translation>{name} legde een jokertegel op {square}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="80"/>
        <source>{name} spent a coat of arms on “{action}”.</source>
        <translation>{name} gaf een wapenschild uit aan “{action}”.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="84"/>
        <source>{name} scored 2 points.</source>
        <translation>{name} scoort 2 punten.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="86"/>
        <source>{name} moved a superstructure from {a} to {b}.</source>
        <translation>{name} verplaatste een opbouw van {a} naar {b}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="90"/>
        <source>{name} discarded {card}.</source>
        <translation>{name} legde {card} af.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="92"/>
        <source>{name} ended the turn.</source>
        <translation>{name} beëindigde de beurt.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="95"/>
        <source>{name} took {n} coat(s) of arms.</source>
        <translation>{name} nam {n} wapenschild(en).</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="97"/>
        <source>{name} connected all visitors: Dry roads bonus of {n} points!</source>
        <translation>{name} verbond alle bezoekers: Droge wegen-bonus van {n} punten!</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="102"/>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="118"/>
        <source>{name} moved 1 space back and took {cards}.</source>
        <translation>{name} ging 1 vak terug en nam {cards}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="120"/>
        <source>{name} moved 1 space and took {cards}.</source>
        <translation>{name} ging 1 vak vooruit en nam {cards}.</translation>
    </message>
    <message>
        <location filename="../../ui/describe.py" line="122"/>
        <source>{name} moved {n} spaces and took {cards}.</source>
        <translation>{name} ging {n} vakken vooruit en nam {cards}.</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="72"/>
        <source>red</source>
        <translation>rood</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="72"/>
        <source>yellow</source>
        <translation>geel</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="72"/>
        <source>green</source>
        <translation>groen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="72"/>
        <source>blue</source>
        <translation>blauw</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="72"/>
        <source>purple</source>
        <translation>paars</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="72"/>
        <source>wild</source>
        <translation>joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="77"/>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="77"/>
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="77"/>
        <source>Blue</source>
        <translation>Blauw</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="77"/>
        <source>Yellow</source>
        <translation>Geel</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="84"/>
        <location filename="../../ui/i18n.py" line="91"/>
        <source>wild card</source>
        <translation>jokerkaart</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="85"/>
        <source>{colour} {number}</source>
        <translation>{colour} {number}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="92"/>
        <source>{colour} {number}: tile with {roofs} roofs</source>
        <translation>{colour} {number}: tegel met {roofs} daken</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="96"/>
        <source>, {n} superstructure(s)</source>
        <translation>, {n} opbouw(en)</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="106"/>
        <source>Move 1-6 spaces</source>
        <translation>1-6 vakken verplaatsen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="107"/>
        <source>Gain 2 wild tiles</source>
        <translation>2 jokertegels krijgen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="108"/>
        <source>Push from any side</source>
        <translation>Vanaf elke zijde schuiven</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="109"/>
        <source>Draw one more card</source>
        <translation>Eén kaart extra trekken</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="110"/>
        <source>One fewer card</source>
        <translation>Eén kaart minder</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="111"/>
        <source>Move 1-5 spaces</source>
        <translation>1-5 vakken verplaatsen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="112"/>
        <source>Gain 1 wild tile</source>
        <translation>1 jokertegel krijgen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="113"/>
        <source>Build a second pavilion</source>
        <translation>Een tweede paviljoen bouwen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="114"/>
        <source>Gain 2 points</source>
        <translation>2 punten krijgen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="115"/>
        <source>Any one card as wild</source>
        <translation>Eén willekeurige kaart als joker</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="116"/>
        <source>Move 1 space back</source>
        <translation>1 vak teruggaan</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="117"/>
        <source>Ignore hand limit</source>
        <translation>Handlimiet negeren</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="118"/>
        <source>Draw and build</source>
        <translation>Trekken en bouwen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="119"/>
        <source>One more superstructure</source>
        <translation>Eén opbouw extra</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="120"/>
        <source>Move a superstructure</source>
        <translation>Een opbouw verplaatsen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="135"/>
        <source>Cathedral</source>
        <translation>Kathedraal</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="136"/>
        <source>Government Palace</source>
        <translation>Regeringspaleis</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="137"/>
        <source>Sederholm House</source>
        <translation>Sederholmhuis</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="138"/>
        <source>University</source>
        <translation>Universiteit</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="143"/>
        <source>north</source>
        <translation>noorden</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="143"/>
        <source>east</source>
        <translation>oosten</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="143"/>
        <source>south</source>
        <translation>zuiden</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="143"/>
        <source>west</source>
        <translation>westen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="149"/>
        <source>place the first token on a senate space</source>
        <translation>de eerste pion op een senaatsvak zetten</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="150"/>
        <source>move the token</source>
        <translation>de pion verplaatsen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="151"/>
        <source>draw cards or build a pavilion</source>
        <translation>kaarten trekken of een paviljoen bouwen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="152"/>
        <source>push the tile onto the board</source>
        <translation>de tegel op het bord schuiven</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="153"/>
        <source>put the superstructures on roofs</source>
        <translation>de opbouwen op daken zetten</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="154"/>
        <source>place a wild tile</source>
        <translation>een jokertegel leggen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="155"/>
        <source>move a superstructure</source>
        <translation>een opbouw verplaatsen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="156"/>
        <source>discard down to the hand limit</source>
        <translation>afleggen tot de handlimiet</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="157"/>
        <location filename="../../ui/i18n.py" line="170"/>
        <source>the game is over</source>
        <translation>het spel is afgelopen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="172"/>
        <source>the game waits for you to {step}</source>
        <translation>het spel wacht hierop: {step}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="174"/>
        <source>the token may move {distances} spaces now</source>
        <translation>de pion mag nu {distances} vakken verder</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="178"/>
        <source>a wild card shows no tile and cannot be played on its own</source>
        <translation>een jokerkaart toont geen tegel en kan niet alleen gespeeld worden</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="180"/>
        <source>the hand does not hold {cards}</source>
        <translation>de hand bevat geen {cards}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="182"/>
        <source>the tile of the {card} is no longer in the supply</source>
        <translation>de tegel van de {card} is niet meer in de voorraad</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="184"/>
        <source>the {card} needs {need} card(s) played, not {given}</source>
        <translation>de {card} vraagt {need} gespeelde kaart(en), niet {given}</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="188"/>
        <source>the other cards must be {colour} or wild</source>
        <translation>de andere kaarten moeten {colour} of joker zijn</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="190"/>
        <source>the tile cannot be pushed onto the board from the {sides}</source>
        <translation>de tegel kan niet vanuit het {sides} op het bord geschoven worden</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="194"/>
        <source>the cards are not in order</source>
        <translation>de kaarten staan niet in volgorde</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="196"/>
        <source>the tile must come in from the {sides} and stop fully on the board</source>
        <translation>de tegel moet vanuit het {sides} komen en helemaal op het bord stoppen</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="200"/>
        <source>{count} superstructure(s) go on roofs of the new tile</source>
        <translation>{count} opbouw(en) gaan op daken van de nieuwe tegel</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="202"/>
        <source>a wild tile goes on an empty square next to a pavilion or wild tile</source>
        <translation>een jokertegel komt op een leeg vak naast een paviljoen of jokertegel</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="204"/>
        <source>a superstructure moves from a roof to a free roof</source>
        <translation>een opbouw verhuist van een dak naar een vrij dak</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="206"/>
        <source>actions are spent only during your own turn</source>
        <translation>acties gebruik je alleen in je eigen beurt</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="208"/>
        <source>“{action}” is covered in this game</source>
        <translation>“{action}” is afgedekt in dit spel</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="210"/>
        <source>you have used “{action}” already</source>
        <translation>je hebt “{action}” al gebruikt</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="212"/>
        <source>there is no coat of arms in your meadow</source>
        <translation>er ligt geen wapenschild op je weide</translation>
    </message>
    <message>
        <location filename="../../ui/i18n.py" line="213"/>
        <source>“{action}” cannot take effect now</source>
        <translation>“{action}” heeft nu geen effect</translation>
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
        <translation>Acties</translation>
    </message>
    <message>
        <location filename="../../ui/items.py" line="702"/>
        <source>Supply</source>
        <translation>Voorraad</translation>
    </message>
    <message>
        <location filename="../../ui/items.py" line="724"/>
        <source>{n} superstructures</source>
        <translation>{n} opbouwen</translation>
    </message>
    <message>
        <location filename="../../ui/items.py" line="726"/>
        <source>{n} wild tiles</source>
        <translation>{n} jokertegels</translation>
    </message>
    <message>
        <location filename="../../ui/items.py" line="729"/>
        <source>Dry roads bonus cards:</source>
        <translation>Bonuskaarten Droge wegen:</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="145"/>
        <source>The tile would stop before it is fully on the board.</source>
        <translation>De tegel zou stoppen voordat hij helemaal op het bord ligt.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="143"/>
        <source>Nothing stops the tile: it would slide off the far edge.</source>
        <translation>Niets houdt de tegel tegen: hij zou over de andere rand schuiven.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="316"/>
        <source>Seat {n}</source>
        <translation>Plaats {n}</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="323"/>
        <source>Game over: {name} wins with {points} points</source>
        <translation>Spel voorbij: {name} wint met {points} punten</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="328"/>
        <source>{name}: {step}</source>
        <translation>{name}: {step}</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="330"/>
        <source>Round {n}</source>
        <translation>Ronde {n}</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="332"/>
        <source>final round</source>
        <translation>laatste ronde</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="333"/>
        <source>move {n}</source>
        <translation>zet {n}</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="373"/>
        <source>Draw pile</source>
        <translation>Trekstapel</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="376"/>
        <source>Discard pile</source>
        <translation>Aflegstapel</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="413"/>
        <source>{n} points</source>
        <translation>{n} punten</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="415"/>
        <source>Meadow: {coats} coat(s) of arms · hand: {cards} card(s)</source>
        <translation>Weide: {coats} wapenschild(en) · hand: {cards} kaart(en)</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="419"/>
        <source>Dry roads bonus {n}</source>
        <translation>Droge wegen-bonus {n}</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="421"/>
        <source>no hand limit</source>
        <translation>geen handlimiet</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="424"/>
        <source>Meadow {coats} · hand {cards}</source>
        <translation>Weide {coats} · hand {cards}</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="478"/>
        <source>Hand of {name} ({n} cards)</source>
        <translation>Hand van {name} ({n} kaarten)</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="504"/>
        <location filename="../../ui/widgets.py" line="310"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="504"/>
        <location filename="../../ui/widgets.py" line="310"/>
        <source>Rows</source>
        <translation>Rijen</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="504"/>
        <location filename="../../ui/widgets.py" line="310"/>
        <source>Columns</source>
        <translation>Kolommen</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="504"/>
        <source>Superstr.</source>
        <translation>Opbouw</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="505"/>
        <location filename="../../ui/widgets.py" line="311"/>
        <source>Dry roads</source>
        <translation>Droge wegen</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="505"/>
        <location filename="../../ui/widgets.py" line="311"/>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="513"/>
        <location filename="../../ui/widgets.py" line="309"/>
        <source>Final score</source>
        <translation>Eindscore</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="513"/>
        <source>Score if the game ended now</source>
        <translation>Score als het spel nu eindigde</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="614"/>
        <source>Wait: it is not your turn.</source>
        <translation>Wacht: het is niet jouw beurt.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="643"/>
        <location filename="../../ui/scene.py" line="680"/>
        <location filename="../../ui/scene.py" line="785"/>
        <source>Not allowed: {reason}.</source>
        <translation>Niet toegestaan: {reason}.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="728"/>
        <source>Build: {n} of {need} cards chosen ({colour} or wild).</source>
        <translation>Bouwen: {n} van {need} kaarten gekozen ({colour} of joker).</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="732"/>
        <source>Press Enter or Confirm to place the tile.</source>
        <translation>Druk op Enter of Bevestigen om de tegel te plaatsen.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="733"/>
        <source>Click cards to add or remove them.</source>
        <translation>Klik op kaarten om ze toe te voegen of weg te nemen.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="743"/>
        <source>Superstructures go on roofs of the tile just built.</source>
        <translation>Opbouwen komen op daken van de zojuist gebouwde tegel.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="753"/>
        <source>Choose a superstructure to move first.</source>
        <translation>Kies eerst de opbouw die je wilt verplaatsen.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="759"/>
        <source>Not now: the game waits for you to {step}.</source>
        <translation>Nu niet: het spel wacht tot je dit doet: {step}.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="773"/>
        <source>Not allowed: {reason}</source>
        <translation>Niet toegestaan: {reason}</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="820"/>
        <source>Push from the {side}: arrows or mouse move it, R or the wheel turns it, F or a right click flips it{more}; Enter or a click confirms, Esc cancels.</source>
        <translation>Schuiven vanuit het {side}: pijltjes of muis verplaatsen, R of het wieltje draait, F of rechtsklikken spiegelt{more}; Enter of klikken bevestigt, Esc annuleert.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="824"/>
        <source>, S changes the side</source>
        <translation>, S wisselt van zijde</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="862"/>
        <source>The tile is paid for: it must be pushed onto the board.</source>
        <translation>De tegel is betaald: hij moet op het bord geschoven worden.</translation>
    </message>
    <message>
        <location filename="../../ui/scene.py" line="867"/>
        <source>Choice cancelled.</source>
        <translation>Keuze geannuleerd.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="138"/>
        <source>First game (bottom row covered)</source>
        <translation>Eerste spel (onderste rij afgedekt)</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="139"/>
        <source>All actions</source>
        <translation>Alle acties</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="140"/>
        <source>New challenges (5 random actions covered)</source>
        <translation>Nieuwe uitdagingen (5 willekeurige acties afgedekt)</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="147"/>
        <source>Random (easy)</source>
        <translation>Willekeurig (makkelijk)</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="148"/>
        <source>Greedy (harder)</source>
        <translation>Gretig (moeilijker)</translation>
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
        <translation>Vorm de markt op het Senaatsplein: schuif paviljoens op je bord, vul rijen en kolommen.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="171"/>
        <source>Play against bots</source>
        <translation>Spelen tegen bots</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="178"/>
        <location filename="../../ui/widgets.py" line="197"/>
        <source>Dry roads expansion</source>
        <translation>Uitbreiding Droge wegen</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="179"/>
        <location filename="../../client/app.py" line="270"/>
        <location filename="../../client/app.py" line="388"/>
        <source>Play</source>
        <translation>Spelen</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="181"/>
        <source>Bots:</source>
        <translation>Bots:</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="182"/>
        <source>Strength:</source>
        <translation>Sterkte:</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="183"/>
        <location filename="../../ui/widgets.py" line="202"/>
        <source>Variant:</source>
        <translation>Variant:</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="188"/>
        <source>Hot seat</source>
        <translation>Om de beurt op deze computer</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="195"/>
        <location filename="../../ui/widgets.py" line="255"/>
        <source>Player {n}</source>
        <translation>Speler {n}</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="198"/>
        <source>Play hot seat</source>
        <translation>Om de beurt spelen</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="199"/>
        <source>Players:</source>
        <translation>Spelers:</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="201"/>
        <source>Name {n}:</source>
        <translation>Naam {n}:</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="209"/>
        <source>More</source>
        <translation>Meer</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="211"/>
        <source>Open a record…</source>
        <translation>Een opname openen…</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="215"/>
        <source>Resume the selected game</source>
        <translation>Het gekozen spel hervatten</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="218"/>
        <source>LAN lobby (coming soon)</source>
        <translation>LAN-lobby (binnenkort)</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="220"/>
        <source>Network play is not available yet.</source>
        <translation>Netwerkspel is nog niet beschikbaar.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="221"/>
        <source>Preferences…</source>
        <translation>Voorkeuren…</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="224"/>
        <source>Interrupted games:</source>
        <translation>Onderbroken spellen:</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="288"/>
        <source>Show my hand</source>
        <translation>Toon mijn hand</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="301"/>
        <source>Pass the computer to {name}.</source>
        <translation>Geef de computer aan {name}.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="310"/>
        <source>Superstructures</source>
        <translation>Opbouwen</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="327"/>
        <source>{name} wins!</source>
        <translation>{name} wint!</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="330"/>
        <source>Export record…</source>
        <translation>Opname exporteren…</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="337"/>
        <source>Complete rows and columns are highlighted on the boards.</source>
        <translation>Volle rijen en kolommen zijn gemarkeerd op de borden.</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="348"/>
        <source>Preferences</source>
        <translation>Voorkeuren</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="355"/>
        <source>System language</source>
        <translation>Systeemtaal</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="360"/>
        <source>Instant</source>
        <translation>Direct</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="360"/>
        <location filename="../../client/app.py" line="274"/>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="360"/>
        <location filename="../../client/app.py" line="274"/>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="360"/>
        <location filename="../../client/app.py" line="274"/>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="364"/>
        <source>Your name:</source>
        <translation>Je naam:</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="365"/>
        <source>Your colour:</source>
        <translation>Je kleur:</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="366"/>
        <source>Language:</source>
        <translation>Taal:</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="367"/>
        <source>Bot speed:</source>
        <translation>Snelheid van de bots:</translation>
    </message>
    <message>
        <location filename="../../ui/widgets.py" line="368"/>
        <source>A new language applies to windows opened from now on.</source>
        <translation>Een nieuwe taal geldt voor vensters die vanaf nu geopend worden.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="87"/>
        <source>Draw (D)</source>
        <translation>Trekken (D)</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="88"/>
        <source>Confirm (Enter)</source>
        <translation>Bevestigen (Enter)</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="89"/>
        <source>Cancel (Esc)</source>
        <translation>Annuleren (Esc)</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="90"/>
        <source>End turn (E)</source>
        <translation>Beurt beëindigen (E)</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="137"/>
        <source>Refused: {reason}</source>
        <translation>Geweigerd: {reason}</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="239"/>
        <location filename="../../client/app.py" line="539"/>
        <location filename="../../client/app.py" line="544"/>
        <source>Export record</source>
        <translation>Opname exporteren</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="243"/>
        <source>Record exported to {path}.</source>
        <translation>Opname geëxporteerd naar {path}.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="275"/>
        <source>Very fast</source>
        <translation>Zeer snel</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="297"/>
        <source>Speed:</source>
        <translation>Snelheid:</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="324"/>
        <source>Cannot open {path}: {reason}</source>
        <translation>Kan {path} niet openen: {reason}</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="351"/>
        <source>{n} moves verified.</source>
        <translation>{n} zetten gecontroleerd.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="354"/>
        <source>The record is damaged at move {n}: {reason}. It is shown up to move {good}, the last good one.</source>
        <translation>De opname is beschadigd bij zet {n}: {reason}. Ze wordt getoond tot zet {good}, de laatste goede.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="377"/>
        <source>Move {n} of {total}</source>
        <translation>Zet {n} van {total}</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="393"/>
        <source>Pause</source>
        <translation>Pauze</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="427"/>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="428"/>
        <source>&amp;New game</source>
        <translation>&amp;Nieuw spel</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="431"/>
        <source>&amp;Open record…</source>
        <translation>Opname &amp;openen…</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="434"/>
        <source>&amp;Export record…</source>
        <translation>Opname &amp;exporteren…</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="437"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Voorkeuren…</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="439"/>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="445"/>
        <source>&amp;Help</source>
        <translation>&amp;Hulp</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="446"/>
        <source>&amp;Rules in short</source>
        <translation>&amp;Regels in het kort</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="448"/>
        <source>&amp;Keyboard</source>
        <translation>&amp;Toetsenbord</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="467"/>
        <source>{file}: {names}, {n} moves</source>
        <translation>{file}: {names}, {n} zetten</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="480"/>
        <source>You</source>
        <translation>Jij</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="482"/>
        <source>Random bot {n}</source>
        <translation>Willekeurige bot {n}</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="482"/>
        <source>Greedy bot {n}</source>
        <translation>Gretige bot {n}</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="507"/>
        <source>Cannot resume</source>
        <translation>Hervatten onmogelijk</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="508"/>
        <source>This game cannot be resumed: {reason}. It opens in the replay viewer instead.</source>
        <translation>Dit spel kan niet hervat worden: {reason}. Het opent in plaats daarvan in de herhalingsviewer.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="520"/>
        <source>Open record</source>
        <translation>Opname openen</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="528"/>
        <source>Cannot open the record</source>
        <translation>Kan de opname niet openen</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="532"/>
        <source>Damaged record</source>
        <translation>Beschadigde opname</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="544"/>
        <source>There is no game to export.</source>
        <translation>Er is geen spel om te exporteren.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="558"/>
        <source>Rules in short</source>
        <translation>Regels in het kort</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="559"/>
        <source>On your turn, move your token 1 to 3 spaces clockwise around the senate, then either take the two cards beside it or build: play a card that shows a tile, plus as many cards of its colour (or wild cards) as its number says. Push the tile onto your board from the side where your token stands until it bumps into the statue or a tile. Covering a coat of arms lets you use one action of the action board later. At the end, every complete row and column scores 2, and superstructures in complete lines score extra.</source>
        <translation>Verplaats in je beurt je pion 1 tot 3 vakken met de klok mee rond de senaat en neem dan de twee kaarten ernaast of bouw: speel een kaart met een tegel, plus zoveel kaarten van die kleur (of jokers) als het getal aangeeft. Schuif de tegel op je bord vanaf de zijde waar je pion staat, tot hij tegen het standbeeld of een tegel stoot. Een afgedekt wapenschild laat je later een actie van het actiebord gebruiken. Aan het eind levert elke volle rij en kolom 2 punten op, en opbouwen in volle lijnen leveren extra op.</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="568"/>
        <source>Keyboard</source>
        <translation>Toetsenbord</translation>
    </message>
    <message>
        <location filename="../../client/app.py" line="569"/>
        <source>Tab: next zone (hand, board, senate, actions); arrows: move the cursor; Space: choose; Enter: confirm; Esc: cancel; 1-6: move the token; B: move back; D: draw; E: end the turn. Ghost tile: arrows move it, R turns it, F flips it, S changes the side.</source>
        <translation>Tab: volgende zone (hand, bord, senaat, acties); pijltjes: cursor verplaatsen; Spatie: kiezen; Enter: bevestigen; Esc: annuleren; 1-6: pion verplaatsen; B: terug; D: trekken; E: beurt beëindigen. Spooktegel: pijltjes verplaatsen hem, R draait, F spiegelt, S wisselt van zijde.</translation>
    </message>
</context>
</TS>
