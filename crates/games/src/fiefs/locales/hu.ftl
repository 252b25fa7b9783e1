# fiefs: elutasításai, eseményei és végkimenetei magyarul.

## Begépelt parancsok
fiefs-empty-order = üres parancs
fiefs-not-a-hex = nem mező: egy oszlopbetű és egy sorszám, például C4
fiefs-not-a-house = nem ház
fiefs-word-too-many = eggyel több szó a kelleténél
fiefs-word-missing = hiányzik egy szó
fiefs-not-a-unit = nem egységfajta
fiefs-unknown-order = ismeretlen parancs

## Székek és körök
fiefs-match-over = a meccsnek vége
fiefs-no-such-seat = nincs ilyen ház a meccsben
fiefs-seats = a fiefs ezen a térképen 2–{ $most } játékosra való
fiefs-seats-unfair = a map={ $map } térkép { $seats } házzal nem választható: 100 nehéz botmeccsen egyes helyeknek kedvezett; { $counts } házra való
fiefs-not-your-turn = { SEAT($mover, form: "the-player") } van soron, nem { SEAT($player, form: "the-player") }.
fiefs-time-out = A(z) { $house } ház ({ SEAT($player) }) ideje lejárt: a kör véget ér.
fiefs-resigns = A(z) { $house } ház ({ SEAT($player) }) felad.
fiefs-ends-turn = A(z) { $house } ház ({ SEAT($player) }) befejezi a kört.
fiefs-round = Kezdődik a(z) { $round }. forduló: { $season ->
    [spring] tavasz
    [summer] nyár
    [autumn] ősz
    [winter] tél
   *[other] { $season }
}.
fiefs-house-out = A(z) { $house } háznak ({ SEAT($player) }) semmije sem maradt, kiesett.

## Lépések és harcok
fiefs-moves = A(z) { $house } ház ({ SEAT($player) }): { $unit ->
    [spearman] lándzsás
    [knight] lovag
    [bowman] íjász
   *[other] { $unit }
} lép: { $route }, { $claimed } birtok elfoglalva.
fiefs-fight = A(z) { $house } ház ({ SEAT($player) }): { $attacker ->
    [spearman] lándzsás
    [knight] lovag
    [bowman] íjász
   *[other] { $attacker }
} megtámadja ezt: { $defender ->
    [spearman] lándzsás
    [knight] lovag
    [bowman] íjász
   *[other] { $defender }
}, útvonal: { $route }: { $result }.
fiefs-shoots = A(z) { $house } ház ({ SEAT($player) }): a(z) { $from } mezőn álló íjász rálő a(z) { $to } mezőn álló egységre ({ $target ->
    [spearman] lándzsás
    [knight] lovag
    [bowman] íjász
   *[other] { $target }
}): { $result }.
fiefs-fight-attacker-wins = a támadó nyer
fiefs-fight-defender-wins = a védő nyer
fiefs-fight-both-die = mindketten elesnek
fiefs-shot-no-effect = nincs hatása

## Arany, egységek és birtokok
fiefs-income = A(z) { $house } ház ({ SEAT($player) }) { $gold } aranyat szed be (összesen { $tax } arany adó).
fiefs-no-income = A(z) { $house } háznak ({ SEAT($player) }) nincs vára, így nincs bevétele.
fiefs-recruits = A(z) { $house } ház ({ SEAT($player) }) toboroz egy egységet ({ $unit ->
    [spearman] lándzsás
    [knight] lovag
    [bowman] íjász
   *[other] { $unit }
}) ide: { $hex } ({ $cost } arany).
fiefs-builds = A(z) { $house } ház ({ SEAT($player) }) épít: { $holding ->
    [castle] vár
    [village] falu
    [outpost] előőrs
   *[other] { $holding }
}, itt: { $hex } ({ $cost } arany).
fiefs-quartermaster = A(z) { $house } ház ({ SEAT($player) }) szállásmestert fogad ({ $cost } arany).
fiefs-passage = A(z) { $house } ház ({ SEAT($player) }) { $cost } aranyat fizet a(z) { $other } háznak az átvonulásért ebben a körben.

## Ellátás
fiefs-supply-paid = A(z) { $house } ház ({ SEAT($player) }) { $gold } aranyat fizet az ellátásért.
fiefs-starves = A(z) { $house } ház ({ SEAT($player) }): a(z) { $hex } mezőn álló egység ({ $unit ->
    [spearman] lándzsás
    [knight] lovag
    [bowman] íjász
   *[other] { $unit }
}) nem ér el várat vagy falut, és elpusztul.
fiefs-deserts = A(z) { $house } ház ({ SEAT($player) }): a(z) { $hex } mezőn álló egységet ({ $unit ->
    [spearman] lándzsás
    [knight] lovag
    [bowman] íjász
   *[other] { $unit }
}) nem tudják kifizetni, és dezertál.
fiefs-drowns = A(z) { $house } ház ({ SEAT($player) }): beszakad a jég a(z) { $hex } mezőn álló egység ({ $unit ->
    [spearman] lándzsás
    [knight] lovag
    [bowman] íjász
   *[other] { $unit }
}) alatt.

## Ostromok
fiefs-siege-damage = A(z) { $hex } mezőn álló { $holding ->
    [castle] vár
    [village] falu
    [outpost] előőrs
   *[other] { $holding }
} { $damage } sebzést kap: népesség { $pop }.
fiefs-captured = A(z) { $house } ház ({ SEAT($player) }) elfoglalja a(z) { $hex } mezőn álló birtokot ({ $holding ->
    [castle] vár
    [village] falu
    [outpost] előőrs
   *[other] { $holding }
}) a(z) { $from } háztól.

## A vég
fiefs-wins = A(z) { $house } ház ({ SEAT($player) }) nyer: { $reason }.
fiefs-draw = Döntetlen: { $reason }.
fiefs-reason-pop = népesség { $pop }
fiefs-reason-tax = { $tax } arany adó beszedve
fiefs-reason-army = { $army } egység a táblán
fiefs-reason-last = az utolsó talpon maradt ház
fiefs-reason-nobody = egy ház sem maradt
fiefs-reason-rounds = fordulókorlát: a legnagyobb népesség ({ $pop }, { $tax } arany beszedve)
fiefs-reason-rounds-tie = fordulókorlát: holtverseny { $pop } népességgel és { $tax } arany beszedett adóval

## Miért szabálytalan egy parancs
fiefs-why-over = a meccsnek vége
fiefs-why-no-own-unit = ott nem áll egységed
fiefs-why-unit-done = az az egység ebben a körben már cselekedett
fiefs-why-too-far = túl messze: a lovag 1 vagy 2 mezőt lép, a többi egység 1-et
fiefs-why-not-adjacent = minden lépésnek egy szomszédos, az úton még nem szereplő mezőre kell mennie
fiefs-why-impassable = a hegyek járhatatlanok, a tavak is, hacsak télen be nem fagytak
fiefs-why-path-blocked = egy egység áll az úton
fiefs-why-own-unit = ott a saját egységed áll
fiefs-why-forest-stops = az erdőbe lépés véget vet a lépésnek
fiefs-why-river-stops = a folyón átkelés véget vet a lépésnek
fiefs-why-enemy-holding = az út egy másik ház birtokán vezet át
fiefs-why-not-bowman = csak íjász lő
fiefs-why-not-in-range = az íjász 2 mező távolságra lő
fiefs-why-no-target = ott nem áll ellenséges egység
fiefs-why-recruited = ebben a fordulóban már toboroztál egységet
fiefs-why-not-your-holding = nem a te birtokod
fiefs-why-holding-occupied = azon a birtokon már áll egy egység
fiefs-why-gold = ez { $cost } aranyba kerül, többe, mint amennyi aranyad van
fiefs-why-not-your-fief = az előőrshöz egy saját, szárazföldi birtok kell
fiefs-why-no-unit-there = az előőrshöz egy saját egység kell a mezőn
fiefs-why-too-close = túl közel van egy birtokhoz: az előőrs körül 1 mező távolság kell
fiefs-why-not-outpost = csak előőrs fejleszthető faluvá
fiefs-why-has-quartermaster = már van szállásmestered
fiefs-why-off-map = az a mező nincs a térképen
fiefs-why-no-such-house = az a ház nem játszik ebben a meccsben
fiefs-why-own-house = az ellátásod már átmegy a saját birtokaidon
fiefs-why-passage-open = az ellátásod ebben a körben már átmegy annak a háznak a birtokain
fiefs-left = { $units } egység léphet még, { $gold } arany

## scene.rs: a térkép szavai
fiefs-scene-title = Hűbérbirtokok
fiefs-scene-houses = Házak
fiefs-scene-round = { $round }. forduló / { $rounds }, { $season ->
    [spring] tavasz
    [summer] nyár
    [autumn] ősz
    [winter] tél
   *[other] { $season }
}
fiefs-scene-over-wins = Vége: a(z) { $house } ház ({ SEAT($player) }) nyer ({ $reason })
fiefs-scene-over-draw = Vége: döntetlen ({ $reason })
fiefs-scene-to-move = A(z) { $house } ház ({ SEAT($player) }) lép
fiefs-scene-targets = Célok: népesség { $pop }, adó { $tax } arany, sereg { $army }
fiefs-scene-at-risk = Veszélyben (a körük végén elpusztulnak): { $hexes }
fiefs-scene-house-line = { $house } ({ SEAT($player) }): { $gold } arany; népesség { $pop }/{ $pop_goal }, adó { $tax }/{ $tax_goal }, sereg { $army }/{ $army_goal }; birtok { $fiefs }{ $out ->
    [yes] , kiesett
   *[no] {""}
}
fiefs-legend-spearman = lándzsás (legyőzi a lovagot)
fiefs-legend-knight = lovag (legyőzi az íjászt)
fiefs-legend-bowman = íjász (legyőzi a lándzsást)
fiefs-legend-castle = vár, népesség/legfeljebb
fiefs-legend-village = falu
fiefs-legend-outpost = előőrs
fiefs-legend-edge = egy ház birtokainak határa
fiefs-legend-forest = erdő
fiefs-legend-mountain = hegy
fiefs-legend-lake = tó
fiefs-legend-frozen = befagyott tó
fiefs-legend-river = folyó
fiefs-legend-at-risk = a köre végén elpusztul (szaggatott: az ellátási útja)
fiefs-phase-round = { $round }. forduló ({ $season ->
    [spring] tavasz
    [summer] nyár
    [autumn] ősz
    [winter] tél
   *[other] { $season }
})

## A szöveges tábla
fiefs-board-key = Jelmagyarázat: terep . síkság f erdő ^ hegy ~ tó * befagyott tó; tulajdonos; birtok C/V/O (vár/falu/előőrs) + népesség; egység s/k/b (lándzsás/lovag/íjász) + tulajdonos
fiefs-board-house = { SEAT($player) }, { $house } ház: arany { $gold }, adó { $tax }/{ $tax_goal }, népesség { $pop }/{ $pop_goal }, sereg { $army }/{ $army_goal }, birtok { $fiefs }{ $quartermaster ->
    [yes] , szállásmester
   *[no] {""}
}{ $out ->
    [yes] , kiesett
   *[no] {""}
}
fiefs-board-over-wins = Vége: { SEAT($player, form: "the-player") } ({ $house } ház) nyer ({ $reason })
fiefs-board-turn = { $round }. forduló / { $rounds } ({ $season ->
    [spring] tavasz
    [summer] nyár
    [autumn] ősz
    [winter] tél
   *[other] { $season }
}): { SEAT($player, form: "the-player") } lép, { $orders } parancs lehetséges

## Mi a játék, és mit jelentenek a beállításai (/games, /rules)
fiefs-summary = Nemesi házak egy hatszögtérképen: foglalj birtokokat, építs előőrsöket és falvakat, lásd el a seregedet, és ostromold a vetélytársak birtokait; aki elsőként éri el a népesség-, adó- vagy seregcélt, nyer.
fiefs-option-map = a térkép: a házak számához magból készült, vagy a kézzel rajzolt crossing (3 ház)
fiefs-option-pop = egy ház birtokainak összes népessége, amellyel nyer
fiefs-option-tax = a meccs során bevételként beszedett arany, amellyel nyer
fiefs-option-army = a táblán lévő egységek száma, amellyel nyer
fiefs-option-rounds = fordulók száma, mielőtt a népesség dönt
fiefs-option-deal = a házakat és a várhelyeket véletlenszerűen osztjuk (off: a székek sorrendjében)
fiefs-option-tilecost = az ellátás mezőnként 1 aranyba kerül a legközelebbi épületig (off: egységenként 1 arany)
fiefs-option-enemyblock = az ellenséges birtokok elvágják az ellátási vonalakat (off: bármely elfoglalt mezőn átmegy az ellátás)
fiefs-option-gradualheal = az ostromolt épületek fordulónként 1 népességet gyógyulnak (off: egyszerre teljesen)
fiefs-option-unitbuild = az előőrshöz egységednek kell a birtokon állnia (off: bármely birtokod megfelel)
fiefs-option-knightjump = a lovag elfoglalja a mezőt, amelyen áthalad (off: csak ahol megáll)
fiefs-preset-quick = alacsonyabb célok: népesség 10, adó 25, sereg 6, 20 forduló
fiefs-preset-long = magasabb célok: népesség 25, adó 80, sereg 12, 50 forduló
fiefs-undo-final = a Fiefs játékban semmit sem lehet visszavonni: minden parancs azonnal érvényes, amint kiadod
