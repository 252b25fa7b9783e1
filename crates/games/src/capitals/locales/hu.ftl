# capitals: elutasításai, eseményei és végkimenetei magyarul.

## Begépelt parancsok
capitals-empty-order = üres parancs
capitals-not-a-square = nem mezője a táblának (mérete { $size }x{ $size })
capitals-word-too-many = eggyel több szó a kelleténél
capitals-square-missing = hiányzik egy mező
capitals-end-takes-no-square = az `end` után nem jár mező
capitals-unknown-order = ismeretlen parancs

## Beállítások és székek
capitals-two-players = a capitals pontosan 2 játékosra való
capitals-no-such-seat = nincs ilyen szék

## Körök és órák
capitals-match-over = a meccsnek vége
capitals-not-your-turn = { SEAT($mover, form: "the-player") } van soron, nem { SEAT($player, form: "the-player") }.
capitals-flag-not-yet = { SEAT($player, form: "the-player") } zászlaja { $at } ms-kor esik le, még nem most ({ $now } ms)
capitals-resigns = { SEAT($player, form: "The-player") } felad.
capitals-turn-time-out = { SEAT($player, form: "The-player") } ideje lejárt erre a körre.
capitals-flag-falls = { SEAT($player, form: "The-player") } zászlaja leesett.
capitals-ends-turn = { SEAT($player, form: "The-player") } befejezi a kört.
capitals-cannot-afford = { SEAT($player, form: "The-player") } több akciót nem engedhet meg magának ({ $ep } EP maradt): a kör véget ér.

## Akciók
capitals-action = { SEAT($player) }: { $action } ({ $cost } EP).
capitals-attack = { SEAT($player) }: { $action } ({ $cost } EP): { $result }.
capitals-height = { SEAT($player) }: { $action } ({ $cost } EP): magasság { $height }.
capitals-tower-falls = a torony a(z) { $square } mezőn ledől
capitals-wall-falls = egy fal a(z) { $square } mezőn ledől ({ $left } maradt)
capitals-capital-captured = a főváros a(z) { $square } mezőn elesett
capitals-square-captured = a(z) { $square } mezőt elfoglalták

## A vég
capitals-wins = { SEAT($player, form: "The-player") } nyer: { $reason }.
capitals-draw = Döntetlen: { $reason }.
capitals-reason-resigned = feladta
capitals-reason-time = lejárt az idő
capitals-reason-capital-captured = elesett a főváros
capitals-reason-board-full = megtelt a tábla: { $high }–{ $low } mező
capitals-reason-turn-limit = körkorlát: { $high }–{ $low } mező

## Miért szabálytalan egy akció
capitals-why-over = a meccsnek vége
capitals-why-ep = ez { $cost } EP-be kerül, többe, mint amennyi maradt
capitals-why-not-your-unit = azon a mezőn nem áll korongod
capitals-why-not-adjacent = a mezők nem szomszédosak oldalukkal
capitals-why-occupied = ott már áll egy korong vagy főváros
capitals-why-enemy-territory = az a mező ellenséges terület: támadd meg inkább
capitals-why-not-clear = folyóra és hegyre így nem lehet lépni
capitals-why-no-unit-next = egyik korongod sem szomszédos vele oldalával
capitals-why-not-back-rows = nem a két hátsó sorodban van
capitals-why-not-yours = az a mező nem a te területed
capitals-why-not-enemy = az a mező nem ellenséges terület
capitals-why-not-river = az a mező nem folyó
capitals-why-not-mountain = az a mező nem hegy
capitals-why-no-unit-near = egyik korongod sem áll rajta vagy mellette
capitals-why-capital = fővároson nem lehet
capitals-why-river = a folyót nem lehet feltölteni
capitals-why-mountain-top = a hegy már 3 magas
capitals-why-not-occupied = csak olyan mezőt erődíthetsz, ahol korongod áll (a fővárost soha)
capitals-why-under-attack = ellenséges korong áll a mező mellett: falat és tornyot az ellenség érkezése előtt kell építeni
capitals-why-tower = ott már áll egy torony
capitals-why-walls-full = azon a mezőn már 2 fal van
capitals-why-walls = torony nem állhat fallal együtt
capitals-undone = { SEAT($player, form: "The-player") } visszavonja az utolsó akcióját ({ $ep } EP maradt).
capitals-left = { $ep } energiapont

## A térkép szavai
capitals-scene-title = Fővárosok, { $size }x{ $size }
capitals-scene-turn = { $turn }. kör / { $max }
capitals-scene-over-wins = Vége: { SEAT($player, form: "the-player") } nyer ({ $reason })
capitals-scene-over-draw = Vége: döntetlen ({ $reason })
capitals-scene-to-move = { SEAT($player, form: "The-player") } lép, { $ep } EP maradt
capitals-scene-player = { SEAT($player) }: { $squares } mező, { $tokens } korong, főváros: { $capital }
capitals-scene-player-clock = { SEAT($player) }: { $squares } mező, { $tokens } korong, főváros: { $capital }, óra: { $clock }
capitals-scene-players = Játékosok
capitals-scene-clock = Óra
capitals-scene-increment = körönként +{ $seconds } mp; csak a soron lévő órája jár
capitals-legend-token = { SEAT($player, form: "the-player") } korongja
capitals-legend-territory = { SEAT($player, form: "the-player") } területe
capitals-legend-capital = főváros
capitals-legend-edge = terület határa
capitals-legend-river = folyó
capitals-legend-mountain = hegy, magasság 1-3
capitals-legend-wall = fal
capitals-legend-double-wall = kettős fal
capitals-legend-tower = torony
capitals-legend-changed = az előző körben változott
capitals-phase-turn = { $turn }. kör

## A szöveges tábla
capitals-board-key = Jelmagyarázat: A/B főváros, a/b korong, x/y üres terület, . semleges; ~ folyó, ^n n magas hegy; w fal, t torony
capitals-board-counts = Terület: 0. játékos { $territory0 }, 1. játékos { $territory1 } | Korongok: { $tokens0 } / { $tokens1 }
capitals-board-clocks = Órák: 0. játékos { $clock0 }, 1. játékos { $clock1 } (+{ $seconds } mp)
capitals-board-over-wins = Vége: { SEAT($player, form: "the-player") } nyer ({ $reason })
capitals-board-turn = { $turn }. kör / { $max }: { SEAT($player, form: "the-player") } lép, { $ep } EP maradt, `{ $end }` mellett { $orders } parancs lehetséges

## Mi a játék, és mit jelentenek a beállításai (/games, /rules)
capitals-summary = Két főváros folyók és hegyek szabdalta rácson: körönként 6 EP-t költesz terjeszkedésre, erődítésre és támadásra; foglald el az ellenfél fővárosát, vagy tarts több területet.
capitals-option-size = a tábla: 10x10 vagy 12x12 mező
capitals-option-clock = sakkóra ennyi perccel fejenként, vagy semmi
capitals-option-increment = a soron lévő órájához minden köre után hozzáadott másodpercek

## A térkép iránytűje: minden égtájnak egy (vagy két) betű
capitals-compass = { $point ->
    [north] É
    [south] D
    [east] K
   *[west] Ny
}
capitals-undo-nothing-yet = nincs mit visszavonni: ebben a körben nincs visszavonható parancsod
capitals-undo-turn-over = nincs mit visszavonni: az utolsó köröd véget ért (az `end` paranccsal, vagy amikor elfogytak az energiapontjai), és amit tett, az marad
