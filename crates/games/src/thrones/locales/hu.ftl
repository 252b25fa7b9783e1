# thrones: elutasításai, eseményei és végkimenetei magyarul.

## Begépelt parancsok
thrones-empty-order = üres parancs
thrones-not-a-square = nem mezője a táblának
thrones-squares-missing = két mező kell: honnan és hová
thrones-word-too-many = eggyel több szó a kelleténél
thrones-unknown-order = ismeretlen parancs
thrones-no-such-seat = nincs ilyen szék
thrones-two-players = a thrones pontosan 2 játékosra való

## A hazai terület (előkészület)
thrones-home-words = a hazai terület három szó (mezők, bábuk, középső sor), vagy 4 sor `<mezők> <bábuk>` és egy középső sor (9 szó), nem { $count } szó
thrones-home-rows = a(z) { $what } 4 sort kíván (elöl az első sor), itt pedig { $count } van
thrones-home-row-length = a(z) { $what } { $row }. sora { $count } betű, nem 9 (oszloponként egy, a-tól i-ig)
thrones-home-bad-tile = { $row }. sor, { $column } oszlop: `{ $letter }` nem mező: p síkság, f erdő, m hegy, w víz, x erőd
thrones-home-bad-piece = { $row }. sor, { $column } oszlop: `{ $letter }` nem bábu: R S X C T L H E D K, vagy `.` üres mezőhöz
thrones-home-middle-shape = a középső sor 9 betű
thrones-home-bad-middle = középső sor, { $column } oszlop: `{ $letter }` nem középsőmező: p, f, m, w vagy `.`
thrones-home-tile-count = { $have } { $tile ->
    [plains] síkság
    [forest] erdő
    [mountain] hegy
    [water] víz
    [fortress] erőd
   *[other] { $tile }
} mező, nem { $want } (egy hazai terület 11 síkság, 10 erdő, 7 hegy, 7 víz és 1 erőd)
thrones-home-row-lacks = a(z) { $row }. sorban (elölről számolva) nincs { $tile ->
    [plains] síkság
    [forest] erdő
    [mountain] hegy
    [water] víz
    [fortress] erőd
   *[other] { $tile }
}: minden sorban van síkság, erdő, hegy és víz
thrones-home-fortress-edge = { $row }. sor (elölről számolva), { $column } oszlop: az erőd a tábla szélével határos (nem lehet az a vagy i oszlopban, sem a hátsó sorban)
thrones-home-piece-count = { $have } darab ebből a bábuból: { $piece }, nem { $want }
thrones-home-tile-count-points = { $have } { $tile ->
    [plains] síkság
    [forest] erdő
    [mountain] hegy
    [water] víz
    [fortress] erőd
   *[other] { $tile }
} mező: a pontos játéktípusban nincs hazai erőd, és legalább 11 síkság, 10 erdő, 7 hegy, 7 víz van (36 szárazföldi mező, egy szabadon választott)
thrones-home-middle-on-fortress = középső sor, { $column } oszlop: a pontos játéktípus a b, e és h oszlopot az erődjeinek tartja fenn
thrones-home-middle-points = a pontos játéktípus 3 különböző fajtájú középsőmezőt kínál, nem { $have } mezőt { $kinds } fajtából
thrones-home-middle-count = a középső sor kínálatában { $have } { $tile ->
    [plains] síkság
    [forest] erdő
    [mountain] hegy
    [water] víz
    [fortress] erőd
   *[other] { $tile }
} mező van, nem 1
thrones-home-random = A hazai területed, véletlenszerűen húzva (módosításhoz küldd vissza a `home` paranccsal és ezekkel a sorokkal):
    { $block }
thrones-draft-set = { $square } beállítva; még { $open } hazai mező nyitott. A vázlatod:
    { $block }
thrones-draft-open = { $square } mezőn még nincs terep ({ $open } mező nyitott): előbb állítsd be (`set`) a hazai területed minden mezőjét
thrones-draft-none = nincs vázlatod: készíts egyet a `set <mező> <terep> [<bábu>]` paranccsal, vagy add meg az egész hazai területet
thrones-set-words = a `set` után egy mező és egy terep kell, aztán bábu, ha van
thrones-set-bad-tile = nem terep: p síkság, f erdő, m hegy, w víz, x erőd, vagy `.` a mező törléséhez
thrones-set-bad-piece = nem bábu: R S X C T L H E D K, vagy `.`, ha nincs
thrones-set-not-yours = { $square } nincs a hazai területeden vagy a középső sorban
thrones-set-middle-fortress = { $square } a középső sorban van: ott síkságot, erdőt, hegyet vagy vizet kínálhatsz
thrones-set-middle-piece = { $square } a középső sorban van: a bábuk a hazai területen kezdenek
thrones-set-piece-needs-tile = { $square } mezőn a bábu alá terep kell
thrones-bad-number = 0 és 5 közötti ujjszám kell
thrones-number-first = előbb a páros/páratlan kezdés: add meg: `number <0-5>`
thrones-number-done = a számok már láthatók
thrones-number-sealed = A(z) { $number } számod lepecsételve, amíg mindkettő be nem érkezik; még megváltoztathatod.
thrones-number-submitted = { SEAT($player, form: "The-player") } mutat egy számot.
thrones-numbers-shown = A számok: 0. játékos (páros) { $even }, 1. játékos (páratlan) { $odd }; az összeg { $sum }, így { SEAT($first, form: "the-player") } kezd.
thrones-home-sealed = A hazai területed lepecsételve, amíg mindkettő be nem érkezik; még megváltoztathatod.
thrones-home-submitted = { SEAT($player, form: "The-player") } felépítette a hazai területét.
thrones-revealed = Mindkét hazai terület felfedve. A középső sor: { $middle }. { SEAT($first, form: "The-player") } kezd.
thrones-setup-first = a hazai területek még nem készültek el: add meg: `home …`
thrones-setup-done = a hazai területek már elkészültek

## Körök
thrones-match-over = a meccsnek vége
thrones-not-your-turn = { SEAT($mover, form: "the-player") } van soron, nem { SEAT($player, form: "the-player") }.
thrones-no-dragon-in-reserve = a sárkányod nincs tartalékban
thrones-pass-not-allowed = csak akkor passzolhatsz, ha semmi más nem szabályos
thrones-opening-no-engage = a kezdő játékos az első körben nem támadhat és nem lőhet
thrones-passes = { SEAT($player, form: "The-player") } passzol.
thrones-turn-time-out = { SEAT($player, form: "The-player") } ideje lejárt erre a körre.
thrones-resigns = { SEAT($player, form: "The-player") } felad.

## Lépés
thrones-no-own-piece = nincs bábud itt: { $square }
thrones-same-square = a bábunak másik mezőre kell lépnie
thrones-occupied = { $square } foglalt
thrones-too-far = a(z) { $piece ->
    [ranger] vadász
    [spearman] lándzsás
    [crossbowman] számszeríjász
    [catapult] katapult
    [trebuchet] hajítógép
    [lancer] dárdás lovas
    [warhorse] harci mén
    [elephant] elefánt
    [dragon] sárkány
    [throne] trón
   *[other] { $piece }
} nem léphet innen: { $from }, ide: { $to }
thrones-not-adjacent = { $from } és { $to } nem érintkezik
thrones-switch-needs-ally = a cseréhez szövetséges bábu kell itt: { $square }
thrones-switch-same-type = mindkét bábu { $piece ->
    [ranger] vadász
    [spearman] lándzsás
    [crossbowman] számszeríjász
    [catapult] katapult
    [trebuchet] hajítógép
    [lancer] dárdás lovas
    [warhorse] harci mén
    [elephant] elefánt
    [dragon] sárkány
    [throne] trón
   *[other] { $piece }
}; a cseréhez két különböző fajta kell
thrones-dragon-line = { $to } nincs egyenes vonalban legfeljebb 4 mezőre innen: { $from }
thrones-blocked = a(z) { $square } mezőn álló bábu útját állja a sárkánynak
thrones-moves = { SEAT($player) }: { $piece ->
    [ranger] vadász
    [spearman] lándzsás
    [crossbowman] számszeríjász
    [catapult] katapult
    [trebuchet] hajítógép
    [lancer] dárdás lovas
    [warhorse] harci mén
    [elephant] elefánt
    [dragon] sárkány
    [throne] trón
   *[other] { $piece }
} { $from } → { $to }.
thrones-switches = { SEAT($player) }: a(z) { $from } mezőn álló { $piece ->
    [ranger] vadász
    [spearman] lándzsás
    [crossbowman] számszeríjász
    [catapult] katapult
    [trebuchet] hajítógép
    [lancer] dárdás lovas
    [warhorse] harci mén
    [elephant] elefánt
    [dragon] sárkány
    [throne] trón
   *[other] { $piece }
} és a(z) { $to } mezőn álló { $other ->
    [ranger] vadász
    [spearman] lándzsás
    [crossbowman] számszeríjász
    [catapult] katapult
    [trebuchet] hajítógép
    [lancer] dárdás lovas
    [warhorse] harci mén
    [elephant] elefánt
    [dragon] sárkány
    [throne] trón
   *[other] { $other }
} helyet cserél.

## Összecsapás
thrones-no-enemy = nincs ellenséges bábu itt: { $square }
thrones-warhorse-guarded = a(z) { $square } mezőn álló harci mén az előző körben támadott vagy cserélt, ezért nem támadható
thrones-elephant-on-plains = a(z) { $square } mezőn álló elefánt síkságon áll: csak sárkány és trón támadhatja
thrones-fortress-adjacent = a(z) { $square } mezőn álló erőd csak szomszédos mezőről rombolható le
thrones-dragon-forest = sárkány nem támadhatja a(z) { $square } mezőn álló erdőt
thrones-cannot-fire = { $piece ->
    [ranger] vadász
    [spearman] lándzsás
    [crossbowman] számszeríjász
    [catapult] katapult
    [trebuchet] hajítógép
    [lancer] dárdás lovas
    [warhorse] harci mén
    [elephant] elefánt
    [dragon] sárkány
    [throne] trón
   *[other] { $piece }
} nem lő
thrones-out-of-range = { $piece ->
    [ranger] vadász
    [spearman] lándzsás
    [crossbowman] számszeríjász
    [catapult] katapult
    [trebuchet] hajítógép
    [lancer] dárdás lovas
    [warhorse] harci mén
    [elephant] elefánt
    [dragon] sárkány
    [throne] trón
   *[other] { $piece }
} pontosan { $range } mezőre lő egyenes vonalban (a nyolc irány bármelyikében), innen: { $from } ide: { $to } nem
thrones-ranger-on-mountain = a(z) { $square } mezőn álló vadász hegyen áll, nem lehet rálőni
thrones-cannot-fire-on = { $piece ->
    [ranger] vadász
    [spearman] lándzsás
    [crossbowman] számszeríjász
    [catapult] katapult
    [trebuchet] hajítógép
    [lancer] dárdás lovas
    [warhorse] harci mén
    [elephant] elefánt
    [dragon] sárkány
    [throne] trón
   *[other] { $piece }
} nem lőhet erre: { $tile ->
    [plains] síkság
    [forest] erdő
    [mountain] hegy
    [water] víz
    [fortress] erőd
   *[other] { $tile }
}
thrones-attacks = { SEAT($player) }: { $piece ->
    [ranger] vadász
    [spearman] lándzsás
    [crossbowman] számszeríjász
    [catapult] katapult
    [trebuchet] hajítógép
    [lancer] dárdás lovas
    [warhorse] harci mén
    [elephant] elefánt
    [dragon] sárkány
    [throne] trón
   *[other] { $piece }
} { $from } leüti a(z) { $to } mezőn álló { $victim ->
    [ranger] vadász
    [spearman] lándzsás
    [crossbowman] számszeríjász
    [catapult] katapult
    [trebuchet] hajítógép
    [lancer] dárdás lovas
    [warhorse] harci mén
    [elephant] elefánt
    [dragon] sárkány
    [throne] trón
   *[other] { $victim }
} bábut.
thrones-fires = { SEAT($player) }: a(z) { $from } mezőn álló { $piece ->
    [ranger] vadász
    [spearman] lándzsás
    [crossbowman] számszeríjász
    [catapult] katapult
    [trebuchet] hajítógép
    [lancer] dárdás lovas
    [warhorse] harci mén
    [elephant] elefánt
    [dragon] sárkány
    [throne] trón
   *[other] { $piece }
} lelövi a(z) { $to } mezőn álló { $victim ->
    [ranger] vadász
    [spearman] lándzsás
    [crossbowman] számszeríjász
    [catapult] katapult
    [trebuchet] hajítógép
    [lancer] dárdás lovas
    [warhorse] harci mén
    [elephant] elefánt
    [dragon] sárkány
    [throne] trón
   *[other] { $victim }
} bábut.
thrones-ruins = { SEAT($player) }: a(z) { $piece ->
    [ranger] vadász
    [spearman] lándzsás
    [crossbowman] számszeríjász
    [catapult] katapult
    [trebuchet] hajítógép
    [lancer] dárdás lovas
    [warhorse] harci mén
    [elephant] elefánt
    [dragon] sárkány
    [throne] trón
   *[other] { $piece }
} lerombolja a(z) { $square } mezőn álló erődöt.
thrones-restored = A(z) { $square } mezőn álló üres erőd helyreáll.

## Túlélés és sárkányok
thrones-survives = { SEAT($player, form: "The-player") } { $piece ->
    [ranger] vadász
    [spearman] lándzsás
    [crossbowman] számszeríjász
    [catapult] katapult
    [trebuchet] hajítógép
    [lancer] dárdás lovas
    [warhorse] harci mén
    [elephant] elefánt
    [dragon] sárkány
    [throne] trón
   *[other] { $piece }
} bábuja itt: { $square } ({ $tile ->
    [plains] síkság
    [forest] erdő
    [mountain] hegy
    [water] víz
    [fortress] erőd
   *[other] { $tile }
}) dobása { $roll }: túléli.
thrones-perishes = { SEAT($player, form: "The-player") } { $piece ->
    [ranger] vadász
    [spearman] lándzsás
    [crossbowman] számszeríjász
    [catapult] katapult
    [trebuchet] hajítógép
    [lancer] dárdás lovas
    [warhorse] harci mén
    [elephant] elefánt
    [dragon] sárkány
    [throne] trón
   *[other] { $piece }
} bábuja itt: { $square } ({ $tile ->
    [plains] síkság
    [forest] erdő
    [mountain] hegy
    [water] víz
    [fortress] erőd
   *[other] { $tile }
}) dobása { $roll }: elpusztul, és a játékos újra jön.
thrones-dragon-lands = { SEAT($player, form: "The-player") } sárkánya leszáll ide: { $square }.
thrones-dragon-crushes = { SEAT($player, form: "The-player") } sárkánya eltiporja { SEAT($owner, form: "the-player") } bábuját ({ $piece ->
    [ranger] vadász
    [spearman] lándzsás
    [crossbowman] számszeríjász
    [catapult] katapult
    [trebuchet] hajítógép
    [lancer] dárdás lovas
    [warhorse] harci mén
    [elephant] elefánt
    [dragon] sárkány
    [throne] trón
   *[other] { $piece }
}).

## A vég
thrones-wins = { SEAT($player, form: "The-player") } nyer: { $reason }.
thrones-draw = Döntetlen: { $reason }.
thrones-reason-throne-fell = { SEAT($player, form: "the-player") } trónja elesett
thrones-reason-fortress-taken = { SEAT($player, form: "the-player") } trónja tartja az ellenséges erődöt
thrones-reason-turn-limit = lejátszottak { $turns } kört
thrones-reason-resigned = { SEAT($player, form: "the-player") } feladta

## Győzelmi pontok
thrones-scores = { SEAT($player, form: "The-player") } { $gained } középső erődöt tart: { $total } győzelmi pont.
thrones-reason-points = { SEAT($player, form: "the-player") } elérte a(z) { $points } győzelmi pontot

## Hazai front
thrones-homefront-only = csak a homefront játéktípusban
thrones-found-once = ezt már megalapítottad: { $build ->
    [farm] tanya
    [city] város
   *[other] { $build }
}; meccsenként mindből egy
thrones-city-after-farm = város csak tanya után jöhet
thrones-found-taken = { $square } már tanya, város vagy erőd
thrones-found-too-near = { $square } érinti ezt a születési mezőt: { $other }; legalább két mezőnyire alapíts
thrones-rebuild-needs-ruin = a(z) { $square } mezőn álló trónod nem lerombolt erődön áll
thrones-spawn-words = a `spawn` után egy mező és egy bábubetű kell
thrones-spawn-not-a-site = { $square } nem a tanyád, városod vagy épen maradt hazai erődöd
thrones-spawn-wrong-kind = { $square } nem { $piece ->
    [ranger] vadász
    [spearman] lándzsás
    [crossbowman] számszeríjász
    [catapult] katapult
    [trebuchet] hajítógép
    [lancer] dárdás lovas
    [warhorse] harci mén
    [elephant] elefánt
    [dragon] sárkány
    [throne] trón
   *[other] { $piece }
} bábut hoz létre, hanem ezt: { $kinds }
thrones-spawn-none-lost = nem vesztettél el { $piece ->
    [ranger] vadász
    [spearman] lándzsás
    [crossbowman] számszeríjász
    [catapult] katapult
    [trebuchet] hajítógép
    [lancer] dárdás lovas
    [warhorse] harci mén
    [elephant] elefánt
    [dragon] sárkány
    [throne] trón
   *[other] { $piece }
} bábut, amit visszahozhatnál
thrones-founds = { SEAT($player, form: "The-player") } trónja { $build ->
    [farm] tanya
    [city] város
   *[other] { $build }
} alapít itt: { $square }.
thrones-rebuilds = { SEAT($player, form: "The-player") } trónja újjáépíti az erődöt itt: { $square }.
thrones-spawns = { SEAT($player) }: egy { $piece ->
    [ranger] vadász
    [spearman] lándzsás
    [crossbowman] számszeríjász
    [catapult] katapult
    [trebuchet] hajítógép
    [lancer] dárdás lovas
    [warhorse] harci mén
    [elephant] elefánt
    [dragon] sárkány
    [throne] trón
   *[other] { $piece }
} visszatér ide: { $square }.
thrones-farm-razed = { SEAT($player, form: "The-player") } tanyáját itt: { $square } felperzselték.
thrones-home-unsealed = A hazai területedet visszavontad, vázlatként megmaradt; a `home` paranccsal pecsételd le újra.
thrones-home-withdrawn = { SEAT($player, form: "The-player") } visszavonta a hazai területét.

## scene.rs: a térkép szavai
thrones-scene-title = Trónok
thrones-scene-players = Játékosok
thrones-legend-upper = { SEAT($player, form: "the-player") } bábuja (nagybetű)
thrones-legend-lower = { SEAT($player, form: "the-player") } bábuja (kisbetű)
thrones-legend-sealed = lepecsételt hazai mező
thrones-legend-plains = síkság
thrones-legend-forest = erdő
thrones-legend-mountain = hegy
thrones-legend-water = víz
thrones-legend-fortress = erőd
thrones-legend-ruined = lerombolt erőd
thrones-legend-guarded = harci mén, amely nem támadható
thrones-legend-removed = az utolsó akció vette le
thrones-legend-reach = az utoljára lépő bábu hatóköre
thrones-legend-farm = tanya
thrones-legend-city = város
thrones-legend-piece = { $letter } { $piece ->
    [ranger] vadász
    [spearman] lándzsás
    [crossbowman] számszeríjász
    [catapult] katapult
    [trebuchet] hajítógép
    [lancer] dárdás lovas
    [warhorse] harci mén
    [elephant] elefánt
    [dragon] sárkány
    [throne] trón
   *[other] { $piece }
}
thrones-phase-start = kezdés
thrones-phase-setup = felállítás
thrones-phase-turn = { $turn }. kör

## A szöveges tábla (állapotsorai a térkép paneljén is ezek)
thrones-board-key = terep: . síkság  * erdő  ^ hegy  ~ víz  # erőd  % lerombolt erőd
thrones-board-key-homefront = hátország: " tanya  & város
thrones-board-none = senki
thrones-board-player = { SEAT($player) }
thrones-board-numbers = (számok: { $a } + { $b } = { $sum }, { $parity ->
    [even] páros
   *[odd] páratlan
})
thrones-board-over-wins = Vége: { SEAT($player, form: "the-player") } nyer ({ $reason })
thrones-board-over-draw = Vége: döntetlen ({ $reason })
thrones-board-start = Kezdés: a 0. játékos a páros, az 1. a páratlan; mindketten titokban megadnak egy számot 0 és 5 között (`number 3`), az összeg dönti el, ki lép először; beérkezett számok: { $submitted }
thrones-board-your-number = A számod: { $number }
thrones-board-setup = Felállítás: a hazai területek titokban készülnek; { SEAT($first, form: "the-player") } lép először{ $shown }; beadta: { $submitted }
thrones-board-middle = A középső sorra tett ajánlatod: { $row }
thrones-board-draft = A vázlatod (a `home` lepecsételi):
thrones-board-turn = { $turn }. kör / { $max }: { SEAT($player, form: "the-player") } lép{ $opening ->
    [yes] {" "}(ebben a körben nem lehet támadni és lőni)
   *[no] {""}
}
thrones-board-points = Győzelmi pontok (középső erődök: b5, e5, h5; { $target } pont nyer): 0. játékos { $points0 }, 1. játékos { $points1 }
thrones-board-build = { SEAT($player) } { $kind ->
    [farm] tanya
    [city] város
   *[other] { $kind }
} { $square }
thrones-board-homefront = Hátország: tanyák és városok: { $builds }
thrones-board-ports = Kikötők: a tábla szélén lévő víz úgy éri el a többi szélső vizet, mintha szomszédos lenne
thrones-board-lost = { SEAT($player) }: { $lost } bábut vesztett
thrones-board-lost-kind = { $count } { $piece ->
    [ranger] vadász
    [spearman] lándzsás
    [crossbowman] számszeríjász
    [catapult] katapult
    [trebuchet] hajítógép
    [lancer] dárdás lovas
    [warhorse] harci mén
    [elephant] elefánt
    [dragon] sárkány
    [throne] trón
   *[other] { $piece }
}
thrones-board-reserve = ; sárkány tartalékban

## Mi a játék, és mit jelentenek a beállításai (/games, /rules)
thrones-summary = Két titokban épített hazai terület egy 9x9-es táblán, tízféle bábu, túlélési kocka hegyen és vízen: üsd le az ellenfél trónját, vagy állj a sajátoddal az erődjére.
thrones-option-turns = körök száma összesen (mindkét játékosé), mielőtt a meccs döntetlen
thrones-option-ports = a tábla szélén lévő víz kikötő: a kikötők úgy érik el egymást, mintha szomszédosak lennének
thrones-option-type = játéktípus: standard; points (három középső erőd, 21 győzelmi pont nyer); homefront (hátország: a trón tanyát és várost alapít; a bábuk visszatérnek)

## Menu labels
thrones-choice-homeland = { $n }. kész hazai terület
thrones-choice-random-homeland = egy véletlen, szabályos hazai terület
