# kingdoms: elutasításai, eseményei és végkimenetei magyarul.

## Begépelt parancsok
kingdoms-word-missing = hiányzik egy szó: { $what }
kingdoms-not-an-area = `{ $word }` nem területe ennek a térképnek
kingdoms-not-a-number = `{ $word }` nem 1 és 99 közötti szám
kingdoms-not-a-kind = `{ $word }` nem egység
kingdoms-not-a-spell = `{ $word }` nem varázslat
kingdoms-word-too-many = eggyel több szó a kelleténél: `{ $word }`
kingdoms-unknown-order = ismeretlen parancs: `{ $word }`

## Székek és fordulók
kingdoms-seats = ez a térkép { $counts } királyságra való
kingdoms-seats-unfair = a map={ $map } térkép { $seats } királysággal nem választható: 100 nehéz botmeccsen egyes helyeknek kedvezett; { $counts } királyságra való
kingdoms-match-over = a meccsnek vége
kingdoms-not-playing = { SEAT($player, form: "the-player") } nincs játékban
kingdoms-orders-sealed = A(z) { $count } parancsod lepecsételve, amíg minden királyságé be nem érkezik.
kingdoms-orders-in = { SEAT($player, form: "The-player") } kiadta a parancsait.
kingdoms-deadline = Lejárt a(z) { $round }. forduló ideje: a hiányzó királyságok helyben maradnak.
kingdoms-resigns = { SEAT($player, form: "The-player") } felad.
kingdoms-round-resolves = { $round }. forduló: minden parancs felfedve.
kingdoms-orders-revealed = { SEAT($player) }: { $orders }.
kingdoms-new-round = Kezdődik a(z) { $round }. forduló.

## Parancsok ellenőrzése
kingdoms-too-few-units = csak { $have } { $kind ->
    [swordsman] kardforgató
    [knight] lovag
    [mage] mágus
    [trireme] trirémisz
    [galleon] gálya
    [dragon] sárkány
    [tower] torony
   *[other] { $kind }
} van itt: { $area }, { $asked } kapott parancsot
kingdoms-not-your-castle = { $area } nem a te várad
kingdoms-not-trained = { $kind ->
    [swordsman] kardforgató
    [knight] lovag
    [mage] mágus
    [trireme] trirémisz
    [galleon] gálya
    [dragon] sárkány
    [tower] torony
   *[other] { $kind }
} nem képezhető aranyért
kingdoms-no-sea-beside = { $area } mellett nincs tenger
kingdoms-over-production = { $area } fordulónként { $production } termel, { $asked } a parancs
kingdoms-too-far = { $kind ->
    [swordsman] kardforgató
    [knight] lovag
    [mage] mágus
    [trireme] trirémisz
    [galleon] gálya
    [dragon] sárkány
    [tower] torony
   *[other] { $kind }
} { $movement } területet lép, ez pedig { $steps }
kingdoms-not-adjacent = { $to } nem határos ezzel: { $from }
kingdoms-wrong-terrain = { $kind ->
    [swordsman] kardforgató
    [knight] lovag
    [mage] mágus
    [trireme] trirémisz
    [galleon] gálya
    [dragon] sárkány
    [tower] torony
   *[other] { $kind }
} nem léphet ide: { $area }
kingdoms-no-such-offer = a piacon nincs { $offer }. ajánlat
kingdoms-offer-twice = a(z) { $offer }. ajánlatot kétszer vetted meg
kingdoms-market-owned = már van piacod
kingdoms-production-max = { $area } már 6-ot termel
kingdoms-upgraded-once = { $area } fordulónként egyszer fejleszthető
kingdoms-needs-soldier = az építéshez nincs kardforgatód vagy lovagod itt: { $area }
kingdoms-area-built = { $area } területén már áll épület
kingdoms-sawmill-in-castle = { $area } területén vár áll, a fűrésztelep pedig csak épület nélküli területre épülhet: építsd vár, fűrésztelep és őrtorony nélküli földre
kingdoms-no-tech-offer = ebben a fordulóban nincs kínált technológia
kingdoms-researching = már kutatsz
kingdoms-tech-known = már ismered ezt: { $tech ->
    [smithing] kovácsmesterség
    [horsemanship] lovaglás
    [masonry] kőművesség
    [taxation] adózás
    [arcana] mágia
   *[other] { $tech }
}
kingdoms-no-mage = nem maradt mágusod, aki innen varázsolna: { $area }
kingdoms-no-mana = a(z) { $spell ->
    [fog] köd
    [earthquake] földrengés
   *[other] { $spell }
} { $needed } manát igényel, a mágusnak { $have } van
kingdoms-out-of-range = { $area } kívül esik a varázslat { $range } hatótávolságán
kingdoms-over-gold = a parancsok { $cost } aranyba kerülnek, a kincstárban { $gold } van
kingdoms-convey-shape = a szállítás szárazföldről egy vagy két tengeri területen át szárazföldre visz, hajóterületenként egy útvonal, kardforgatóknak, lovagoknak és mágusoknak
kingdoms-no-room = a hajóid itt: { $area } { $room } egységet vihetnek, { $asked } kapott parancsot a beszállásra
kingdoms-ship-conveying = a hajóid itt: { $area } a rakományukkal csak szállítással hajózhatnak
kingdoms-aboard-convey = a hajón lévő egységeid itt: { $area } csak szállítással szállhatnak ki
kingdoms-disbanded-busy = { $disbanded } { $kind ->
    [swordsman] kardforgató
    [knight] lovag
    [mage] mágus
    [trireme] trirémisz
    [galleon] gálya
    [dragon] sárkány
    [tower] torony
   *[other] { $kind }
} feloszlatva itt: { $area }, és a feloszlatott egység ebben a fordulóban mást nem tesz: az ott lévő { $have } egységedből { $free } mozoghat, hajózhat vagy varázsolhat még; oszlass fel kevesebbet, vagy adj kevesebb parancsot
kingdoms-disbanded-ship = a feloszlatott hajó ebben a fordulóban nem szállít: a megmaradó hajóid itt: { $area } { $room } egységet vihetnek, { $asked } kapott parancsot a beszállásra; oszlass fel kevesebb hajót, vagy szállíts kevesebb egységet
kingdoms-disbanded-ship-riders = { $riders } egységed utazik a hajóidon itt: { $area }, és a megtartott hajóid ott { $room } egységet vihetnek: a hajón utazók a hajóval együtt vesznek el; oszlasd fel őket is, vagy tartsd meg a hajót
kingdoms-disbanded-builder = minden kardforgatód és lovagod feloszlatod itt: { $area }, és a feloszlatott egység nem épít: hagyj ott egyet az építéshez, vagy ott építs, ahol marad egy
kingdoms-debt-unpaid = előbb oszlass fel { $debt } arany fenntartási költségnyi egységet (eddig { $covered })

## Végrehajtás
kingdoms-bought = { SEAT($player, form: "The-player") } felhasznál egy tekercset ({ $scroll }) { $area }.
kingdoms-research-starts = { SEAT($player, form: "The-player") } kutatni kezd: { $tech ->
    [smithing] kovácsmesterség
    [horsemanship] lovaglás
    [masonry] kőművesség
    [taxation] adózás
    [arcana] mágia
   *[other] { $tech }
}.
kingdoms-spell-fizzles = { SEAT($player, form: "The-player") } varázslata ({ $spell ->
    [fog] köd
    [earthquake] földrengés
   *[other] { $spell }
}) itt: { $area } hatástalan marad.
kingdoms-fog = { SEAT($player, form: "The-player") } ködöt bocsát erre: { $area }.
kingdoms-earthquake = { SEAT($player, form: "The-player") } földrengéssel rázza meg ezt: { $area }.
kingdoms-battle-won = Csata itt: { $area }: { SEAT($player, form: "the-player") } nyer { $rounds } kör után.
kingdoms-battle-nobody = Csata itt: { $area }: { $rounds } kör után senki sem maradt.
kingdoms-units-lost = { SEAT($player, form: "The-player") } { $count } egységet veszít itt: { $area }.
kingdoms-captures = { SEAT($player, form: "The-player") } elfoglalja a várat: { $area }.
kingdoms-neutralizes = { SEAT($player, form: "The-player") } sárkánya elpusztítja ezt: { $area }.
kingdoms-training-lost = { SEAT($player, form: "The-player") } { $count } kiképzés alatt álló egysége ({ $kind ->
    [swordsman] kardforgató
    [knight] lovag
    [mage] mágus
    [trireme] trirémisz
    [galleon] gálya
    [dragon] sárkány
    [tower] torony
   *[other] { $kind }
}) elvész itt: { $area }.
kingdoms-treasury = { SEAT($player) }: bevétel { $income }, fenntartás { $upkeep }, kincstár { $gold }.
kingdoms-debt = { SEAT($player, form: "The-player") } { $debt } arany fenntartással tartozik, és egységeket kell feloszlatnia.
kingdoms-tech-learned = { SEAT($player, form: "The-player") } elsajátítja ezt: { $tech ->
    [smithing] kovácsmesterség
    [horsemanship] lovaglás
    [masonry] kőművesség
    [taxation] adózás
    [arcana] mágia
   *[other] { $tech }
}.
kingdoms-built = { SEAT($player) }: { $count } { $kind ->
    [swordsman] kardforgató
    [knight] lovag
    [mage] mágus
    [trireme] trirémisz
    [galleon] gálya
    [dragon] sárkány
    [tower] torony
   *[other] { $kind }
} kész itt: { $area }.
kingdoms-cargo-lost = { SEAT($player, form: "The-player") } { $count } hajón lévő egységet veszít.
kingdoms-out = { SEAT($player, form: "The-player") }nak nem maradt se vára, se egysége.

## Csatakalkulátor
kingdoms-odds-bad-army-part = `{ $part }` nem egy szám és egy egységbetű, például 3S
kingdoms-odds-key-value = `{ $word }` nem attacker=... vagy defender=...
kingdoms-odds-side-missing = hiányzik a(z) { $side } oldal serege
kingdoms-odds-side-too-big = oldalanként legfeljebb { $max } egység

## Végkimenetek
kingdoms-wins = { SEAT($player, form: "The-player") } nyer: { $reason }.
kingdoms-draw = Döntetlen: { $reason }.
kingdoms-reason-castles = { $n } vára van
kingdoms-reason-last = az utolsó talpon maradt királyság
kingdoms-reason-nobody = egy királyság sem maradt
kingdoms-reason-rounds = a legtöbb vár { $rounds } forduló után
kingdoms-orders-cleared = A parancsaidat visszavontad; a forduló újakra vár.
kingdoms-orders-withdrawn = { SEAT($player, form: "The-player") } visszavonta a parancsait.
kingdoms-left = { $gold } arany a kincstárban

## scene.rs: a térkép szavai
kingdoms-scene-title = Királyságok: { $map }
kingdoms-scene-round = { $round }. forduló / { $rounds }: { $castles } vár nyer
kingdoms-scene-line = { SEAT($player) }: { $gold } arany, fenntartás { $upkeep }, { $castles } vár, { $units } egység
kingdoms-scene-owes = , tartozás { $debt }
kingdoms-scene-techs = , technológiák: { $techs }
kingdoms-scene-researching = , kutat: { $tech } (még { $left })
kingdoms-scene-market = , piac
kingdoms-scene-out = {" "}(kiesett)
kingdoms-scene-orders-in = {" "}(parancsai beérkeztek)
kingdoms-scene-offer = { $n }. { $scroll }, ár: { $price } arany
kingdoms-scene-tech = technológia: { $tech }
kingdoms-scene-kingdoms = Királyságok
kingdoms-scene-market-title = Piac
kingdoms-scene-your-orders = A parancsaid ({ SEAT($seat, form: "seat") })
kingdoms-legend-player = { SEAT($player) }
kingdoms-legend-castle = vár (termelés/védelem)
kingdoms-legend-swordsmen = kardforgatók
kingdoms-legend-knights = lovagok
kingdoms-legend-mages = mágusok
kingdoms-legend-dragons = sárkányok
kingdoms-legend-towers = őrtornyok
kingdoms-legend-triremes = trirémiszek (a tengeren lévő egységek a fedélzeten vannak)
kingdoms-legend-galleons = gályák
kingdoms-legend-sawmill = fűrésztelep
kingdoms-legend-move = lépés
kingdoms-legend-convey = szállítás hajóval
kingdoms-legend-sealed = a lezárt parancsaid (csak te látod őket)
kingdoms-legend-battle = csata, a megmaradt fél színében
kingdoms-legend-sea = tenger
kingdoms-phase-round = { $round }. forduló

## A szöveges tábla
kingdoms-board-round = Királyságok, { $round }. forduló / { $rounds }; { $castles } vár nyer
kingdoms-board-player = { SEAT($player) }: { $gold } arany, { $castles } vár, { $units } egység, bevétel { $income }, fenntartás { $upkeep }
kingdoms-board-out = , kiesett
kingdoms-board-orders-in = , parancsai beérkeztek
kingdoms-board-owes = , tartozása { $debt }
kingdoms-board-seat = J{ $player }
kingdoms-board-free = szabad
kingdoms-board-castle = vár: { $owner }, termelés { $production }, védelem { $defense }
kingdoms-board-offer = { $n } { $scroll } { $price } arany
kingdoms-board-market = Piac: { $offers }
kingdoms-board-tech = Technológia: { $tech }
kingdoms-board-your-orders = Parancsaid ({ SEAT($seat, form: "seat") }): { $orders }

## Mi a játék, és mit jelentenek a beállításai (/games, /rules)
kingdoms-summary = 2-6 királyság titokban adja ki a parancsait, és minden parancs egyszerre hajtódik végre: kiképzés, menetelés, tekercsvásárlás, kutatás, varázslás; foglalj el elég várat.
kingdoms-option-map = a térkép: auto (a királyságok számához illő térkép), standard (The Four Crowns, 2 vagy 4 királyság), shores (The Two Shores, 2), realms (The Six Realms, 3, 4 vagy 6)
kingdoms-option-rounds = fordulók száma, mielőtt a legtöbb várat tartó királyság nyer
kingdoms-preset-quick = 15 forduló
