# oligarchs: elutasításai, eseményei és végkimenetei magyarul. A vármegyék és a tisztségek neve
# mindkét nyelven magyar.

## combat.rs
oligarchs-battle = csata itt: { $name } ({ $kind ->
        [Open] nyílt csata
        [Terrain] terepcsata
        [Siege] ostrom
       *[other] { $kind }
    }): { $who } { $attacker } – { $them } { $defender } -> { $attacker_after } – { $defender_after }, { $winner ->
        [Duel] mindkét sereg elesik, és az urak párbajt vívnak
        [Neither] mindkét sereg elesik, és senki sem nyer
        [Attacker] a támadó nyer
        [Defender] a védő nyer
       *[other] { $winner } nyer
    }
oligarchs-lone-lord-holds = mindkét sereg elesik itt: { $county }; { $who } ura egyedül marad életben, nyer, és megtartja: { $county } (R-AFTER-3)
oligarchs-lone-lord-in-is-overrun = a magára maradt urat itt: { $name } legázolják

## defeat.rs
oligarchs-duel-in-seat-kills-seat = párbaj itt: { $county }: { SEAT($winner, form: "the-seat") } megöli { SEAT($loser, form: "the-seat") } urát
oligarchs-seat-s-lord-escapes-to = { SEAT($loser, form: "the-seat") } ura elmenekül ide: { $county }
oligarchs-seat-s-lord-fails-to = { SEAT($loser, form: "the-seat") } urának nem sikerül elmenekülnie ({ $r })
oligarchs-seat-s-lord-is-captured = { SEAT($loser, form: "the-seat") } ura fogságba esik; váltságdíj 20 garas, határidő: { $dies }
oligarchs-seat-swears-fealty-to-seat = { SEAT($loser, form: "the-seat") } hűséget esküszik { SEAT($liege, form: "the-seat") }nek, aki { $money } garast vesz el
oligarchs-seat-is-freed-his-lord = { SEAT($v, form: "the-seat") } felszabadul; ura visszatér ide: { $county }
oligarchs-seat-is-freed-but-has = { SEAT($v, form: "the-seat") } felszabadul, de semmije sem maradt
oligarchs-seat-is-eliminated-seat-takes = { SEAT($loser, form: "the-seat") } kiesik; { SEAT($victor, form: "the-seat") } elveszi földjeit és { $money } garasát
oligarchs-seat-leaves-game-his-troops = { SEAT($seat, form: "the-seat") } kilép a játékból; csapatai semlegesként maradnak

## election.rs
oligarchs-bids-for = licitek erre: { $office }: { $list }
oligarchs-seat-becomes = { SEAT($winner, form: "the-seat") } lesz a(z) { $office }

## events.rs
oligarchs-event-card-is = { $year }: az eseménykártya: { $card }
oligarchs-loses-to-revolt = { $faction } { $lost } veszít a lázadásban
oligarchs-loses-to-plague = { $faction } { $lost } veszít a pestisben

## extra_step.rs
oligarchs-seat-s-lord-won-in = { SEAT($seat, form: "the-seat") } ura győzött itt: { $county }: várjuk a plusz lépését (R-AFTER-2)
oligarchs-seat-s-lord-rejoins-his = { SEAT($seat, form: "the-seat") } ura csatlakozik csapataihoz itt: { $county }
oligarchs-your-lord-is-not-on = az urad nincs a térképen
oligarchs-name-pieces-that-step = nevezd meg a lépő bábukat
oligarchs-battle-is-still-pending-there = ott még egy csata vár eldöntésre (R-AFTER-2)
oligarchs-extra-step-either-brings-units = a plusz lépés vagy egységeket visz az uradhoz ide: { $county }, vagy az urat viszi egyedül (R-AFTER-2)
oligarchs-lord-may-only-go-to = az úr csak olyan vármegyébe mehet, ahol saját egységei vannak
oligarchs-lord-cannot-reach-it-within = az úr nem éri el 4 MP-n belül ellenséges földön való átkelés nélkül
oligarchs-lord-stays-units-come-to = az úr marad; az egységek mennek hozzá
oligarchs-name-each-source-county-once = minden kiinduló vármegyét egyszer nevezz meg
oligarchs-units-facing-pending-battle-may = a függő csata előtt álló egységek nem léphetnek (R-AFTER-2)
oligarchs-you-have-there = ott ennyid van: { $here }
oligarchs-cannot-reach-mp-not-across = { $arm } nem éri el ezt: { $county } ({ $mp } MP, ellenséges földön át nem)
oligarchs-castle-holds-at-most-units = egy várban legfeljebb { $cap } egység fér el (R-MOVE-13)
oligarchs-seat-s-lord-takes-his = { SEAT($seat, form: "the-seat") } ura megteszi plusz lépését ide: { $county }
oligarchs-seat-gathers-to-lord-in = { SEAT($seat, form: "the-seat") } { $gathered } egységet gyűjt az úrhoz ide: { $county } (plusz lépés)

## field_garrison.rs
oligarchs-no-field-garrison-is-being = most nem helyeznek el mezei helyőrséget
oligarchs-field-garrison-of-goes-into = { $province } mezei helyőrsége egyik szabad, síksági vármegyéjébe kerül
oligarchs-no-such-unit-is-left = nem maradt ilyen elhelyezendő egység
oligarchs-seat-places-neutral-in = a(z) { $turn }. szék semleges egységet ({ $arm }) helyez ide: { $county }

## game.rs
oligarchs-game-is-over = a játéknak vége
oligarchs-seat-eliminated = a székedet kiejtették, több parancsot nem adhat; a meccset továbbra is követheted (`status`, `map`)
oligarchs-no-election-open = most nincs nyitott választás ({ $phase_now }): a következő { $year } végén lesz (előbb, ha egy Királyválasztás kártya kihirdeti)
oligarchs-no-election-left = most nincs nyitott választás ({ $phase_now }), és ebben a játékban már nem is lesz
oligarchs-that-seat-is-not-in = az a szék nincs a játékban
oligarchs-not-your-turn = nem te jössz: { $phase_now }
oligarchs-your-starting-placement-is-recorded = a kezdő felállításodat rögzítettük (titkos, amíg mindenkié be nem érkezik)
oligarchs-no-money-changes-hands-during = választás alatt nem cserél gazdát pénz (R-ELECT-4)
oligarchs-give-to-another-seat-still = egy másik, még játékban lévő széknek adj
oligarchs-more-than-your-treasury = több, mint ami a kincstáradban van
oligarchs-seat-gives-garas-to-seat = { SEAT($seat, form: "the-seat") } { $amount } garast ad { SEAT($to, form: "the-seat") }nek
oligarchs-seat-takes-no-extra-step = { SEAT($seat, form: "the-seat") } nem tesz plusz lépést
oligarchs-only-players-whose-lord-is = csak azok licitálhatnak, akiknek az ura a térképen van (R-ELECT-2)
oligarchs-you-have-garas = { $treasury } garasod van
oligarchs-your-sealed-bid = a titkos licited: { $n }

## income.rs
oligarchs-collects-garas = { $faction } { $got } garast szed be

## movement.rs
oligarchs-attacks = { $who } megtámadja ezt: { $county } ({ $defender }), ezzel: { $moving }{ $lord ->
    [yes] {" és az úr"}
   *[no] {""}
}
oligarchs-moves = { $who } lép: { $lord ->
    [alone] az úr
    [yes] { $moving } és az úr
   *[no] { $moving }
} ide: { $county }
oligarchs-no-steps-left-this-year = ebben az évben nem maradt lépés
oligarchs-out-of-play-with-5 = 5 játékosnál nincs játékban (Szlavónia, R-SETUP-4)
oligarchs-already-attacked-this-year-nobody = ebben az évben már megtámadták: senki más nem léphet be (R-MOVE-10)
oligarchs-pieces-already-there-do-not = a már ott álló bábuk nem lépnek
oligarchs-only-there-may-still-move = ott már csak ennyi léphet ebben az évben: { $free }
oligarchs-attacked-units-may-not-move = megtámadott egységek nem léphetnek el (R-MOVE-10); lekötésnél legalább a támadók kétszerese marad
oligarchs-your-lord-is-not-in = az urad nincs itt: { $county }
oligarchs-your-lord-already-moved-this = az urad ebben az évben már lépett
oligarchs-lord-may-not-be-left = az urat nem lehet magára hagyni; add hozzá: `lord`
oligarchs-cannot-reach-mp = { $arm } nem éri el ezt: { $county } ({ $mp } MP)
oligarchs-lord-cannot-reach = az úr nem éri el ezt: { $county }
oligarchs-only-there-have-not-fought = ott csak ennyi nem harcolt még ebben az évben, és támadhat: { $unfought }
oligarchs-your-liege-seat-vetoes-this = a hűbérurad ({ SEAT($l, form: "the-seat") }) megvétózza ezt a lépést
oligarchs-lord-must-end-with-own = az úrnak saját egységeivel kell befejeznie a lépést
oligarchs-vassal-and-liege-may-not = hűbéres és hűbérúr nem támadhatja egymást
oligarchs-siege-needs-infantry-or-lord = az ostromhoz gyalogság vagy az úr kell (R-MOVE-11)
oligarchs-besieging-army-must-obey-arm = az ostromló seregnek be kell tartania a fegyvernem-korlátot (R-ADV-CASTLE-3)

## odds_query.rs
oligarchs-no-such-battle = nincs ilyen csata
oligarchs-name-battle = nevezd meg a csatát
oligarchs-write-key-value = kulcs=érték alakban írd
oligarchs-army-is-counts-with-arms = a sereg számokból és fegyvernemekből áll, például 2C,3I,1A
oligarchs-no-such-arm = nincs ilyen fegyvernem
oligarchs-no-such-key = nincs ilyen kulcs
oligarchs-attacker-s-army-is-missing = hiányzik a támadó serege
oligarchs-defender-s-army-is-missing = hiányzik a védő serege
oligarchs-lord-can-only-lead-arm = a(z) { $side } oldal ura csak olyan fegyvernemet vezethet, amely a seregében van

## orders.rs
oligarchs-county-ambiguous = `{ $word }` többértelmű
oligarchs-not-a-county = `{ $word }` nem vármegye
oligarchs-give-three-arms-in-order = add meg a három fegyvernemet sorrendben, mindegyiket egyszer
oligarchs-empty-order = üres parancs
oligarchs-garrison-needs-county-and-arm = a garrison után egy vármegye és egy fegyvernem kell
oligarchs-arm-is-c-i-or = a fegyvernem C, I vagy A
oligarchs-bid-needs-amount-in-garas = a bid után egy garasösszeg kell
oligarchs-bid-is-whole-number-of = a licit egész számú garas
oligarchs-not-arm = nem fegyvernem
oligarchs-lordarm-needs-arm = a lordarm után egy fegyvernem kell
oligarchs-reroll-is-auto-or-never = a reroll értéke auto vagy never
oligarchs-reroll-needs-policy = a reroll után egy szabály kell
oligarchs-what-to-recruit-in = mit toborzol itt: { $county }?
oligarchs-not-list-of-units = nem egységlista
oligarchs-move-needs-destination-county = a move után egy célvármegye kell
oligarchs-name-county-pieces-come-from = előbb nevezd meg a vármegyét, ahonnan a bábuk jönnek
oligarchs-move-needs-county-to-move = a move után egy kiinduló vármegye kell
oligarchs-say-which-pieces-move-from = mondd meg, mely bábuk lépnek onnan
oligarchs-spare-needs-counties-or-none = a spare után vármegyék kellenek, vagy none
oligarchs-veto-is-on-or-off = a veto értéke on vagy off
oligarchs-veto-needs-on-or-off = a veto után on vagy off kell
oligarchs-extrastep-is-ask-gather-or = az extrastep értéke ask, gather vagy none
oligarchs-extrastep-needs-choice = az extrastep után egy választás kell
oligarchs-lead-is-first-or-last = a lead értéke first vagy last
oligarchs-lead-needs-choice = a lead után egy választás kell
oligarchs-oath-is-offer-or-refuse = az oath értéke offer vagy refuse
oligarchs-oath-needs-choice = az oath után egy választás kell
oligarchs-vassals-is-accept-or-refuse = a vassals értéke accept vagy refuse
oligarchs-vassals-needs-choice = a vassals után egy választás kell
oligarchs-percentage-from-0-to-100 = egy százalék 0 és 100 között, vagy never
oligarchs-retreat-needs-threshold = a retreat után egy küszöb kell
oligarchs-only-steps-can-be-queued = csak lépések tehetők sorba
oligarchs-lord-where = hová az urat?
oligarchs-what-to-place-in = mit helyezel ide: { $county }?
oligarchs-say-where-lord-stands-lord = mondd meg, hol áll az úr: `lord <vármegye>`
oligarchs-sell-which-office = melyik tisztséget adod el?
oligarchs-not-office = nem tisztség
oligarchs-offer-needs-amount = az offer után egy összeg kell
oligarchs-whole-number-of-garas = egész számú garas
oligarchs-give-seat-garas = give <szék> <garas>
oligarchs-not-seat = nem szék
oligarchs-orders = parancsok
oligarchs-unknown-order = ismeretlen parancs

## recruit.rs
oligarchs-you-can-recruit-only-in = csak a saját váraidban toborozhatsz
oligarchs-this-castle-is-under-attack = ezt a várat megtámadták
oligarchs-castle-holds-at-most-units-2 = egy várban legfeljebb { $cap } egység fér el; még { $room } egységnek van hely
oligarchs-garrison-breaks-arm-limit = a várban ez maradna: { $garrison }; egy fegyvernemből sem lehet több, mint { $most } (a helyőrség fele, felfelé kerekítve) (R-ADV-CASTLE-1)
oligarchs-castle-arm-limit-no-arm = a vár fegyvernem-korlátja: egy fegyvernem sem lehet több a helyőrség felénél, felfelé kerekítve
oligarchs-at-most-new-cavalry-per = váranként évente legfeljebb { $n } új lovas
oligarchs-you-may-recruit-at-most = ebben az évben legfeljebb { $n } lovast toborozhatsz
oligarchs-this-costs-garas-and-your = ez { $total_cost } garasba kerül, a kincstáradban { $treasury } van
oligarchs-recruits-in = { $faction } toboroz: { $army }, itt: { $county }
oligarchs-seat-pays-20-garas-ransom = { SEAT($seat, form: "the-seat") } 20 garas váltságdíjat fizet; az úr visszatér ide: { $county }

## sale.rs
oligarchs-you-do-not-hold-this = nem te viseled ezt a tisztséget
oligarchs-only-holder-with-empty-treasury = tisztséget csak üres kincstárú viselője adhat el
oligarchs-auction-is-already-open = már folyik egy árverés
oligarchs-no-office-sales-during-election = választás alatt nincs tisztségeladás
oligarchs-seat-puts-office-of-up = { SEAT($seat, form: "the-seat") } árverésre bocsátja a(z) { $office } tisztségét
oligarchs-no-auction-is-open = nem folyik árverés
oligarchs-only-players-with-lord-on = csak az ajánlhat, akinek az ura a térképen van, és nem ő az eladó
oligarchs-offer-from-to-garas = ajánlat { $floor } és { $treasury } garas között
oligarchs-seat-offers-garas-for = { SEAT($seat, form: "the-seat") } { $amount } garast ajánl ezért: { $office }
oligarchs-seat-buys-for-garas = { SEAT($buyer, form: "the-seat") } megveszi ezt: { $office }, { $price } garasért
oligarchs-no-sale-seat-keeps = nincs eladás: { SEAT($seller, form: "the-seat") } megtartja ezt: { $office }

## setup.rs
oligarchs-place-exactly-your-starting-force = pontosan a kezdő erődet helyezd el ({ $force }), nem ezt: { $total }
oligarchs-outside-your-home-province = kívül esik a hazai tartományodon
oligarchs-name-each-county-once = minden vármegyét egyszer nevezz meg
oligarchs-place-at-least-one-unit = legalább egy egységet helyezz oda
oligarchs-lord-must-stand-with-his = az úrnak az egységeivel kell állnia
oligarchs-adv-exactly-6-connected-counties = ADV: pontosan 6 összefüggő vármegye, legfeljebb egy várral (R-SETUP-10)
oligarchs-oligarchs-needs-2-to-6 = az oligarchs 2–6 játékost kíván, itt pedig { $seats } van

## withdrawal.rs
oligarchs-of-seat-retreat-to = { SEAT($seat, form: "the-seat") } egységei ({ $army }) visszavonulnak ide: { $county }
oligarchs-withdraw-to = { $army } visszavonul ide: { $county }
oligarchs-find-no-way-out-of = { $army } nem talál kiutat innen: { $county }, és elvész
oligarchs-are-cornered-and-must-attack = { $army } sarokba szorult, és meg kell támadnia ezt: { $county }

## year.rs
oligarchs-lords-starting-positions-are-revealed = az urak kezdő helyzete felfedve
oligarchs-players-now-place-neutral-field = a játékosok most sorban elhelyezik a semleges mezei helyőrségeket (R-SETUP-13)
oligarchs-seat-s-captive-lord-dies = { SEAT($seat, form: "the-seat") } fogoly ura váltságdíj nélkül meghal
oligarchs-seat-rolls-highest-and-starts = { SEAT($s, form: "the-seat") } dob a legnagyobbat, és ő kezdi ezt: { $year }
oligarchs-your-queued-step-was-dropped = a sorba tett lépésedet elvetettük: { $r }
oligarchs-seat-passes-first-and-will = { SEAT($seat, form: "the-seat") } passzol elsőként, és jövőre ő kezd
oligarchs-seat-passes = { SEAT($seat, form: "the-seat") } passzol, és ebben az évben többet nem lép
oligarchs-election-treasuries = választás: kincstárak { $list }
oligarchs-game-ends = a játék véget ér: { $reason }

## victory.rs
oligarchs-reason-no-lord-left = egy úr sem maradt
oligarchs-reason-last-lord = az utolsó talpon maradt úr
oligarchs-reason-all-offices = mindhárom tisztséget viseli
oligarchs-reason-provinces = { $n } teljes tartománya van
oligarchs-reason-castles = { $n } vára van
oligarchs-reason-final-count = az utolsó év véget ér: { $castles } vár, { $counties } vármegye, { $cavalry } lovas, { $garas } garas
oligarchs-odds-side-too-big = pontos esélyt oldalanként legfeljebb { $max } egységre számolunk
oligarchs-queue-is-full = a sorban legfeljebb { $max } lépés fér el, ahány egy évben van (R-MOVE-2); a `queue clear` kiüríti
oligarchs-queue-from-not-yours = egy sorba tett lépés csak olyan vármegyéből indulhat, amely a tiéd, vagy amelyet egy korábbi sorba tett lépés foglal el
oligarchs-queue-county-twice = egy lépés minden vármegye egységeit egy részben viszi
oligarchs-bid-taken-back = A titkos licitedet visszavontad; licitálj újra a határidő előtt, különben 0-nak számít.
oligarchs-placement-taken-back = A kezdő felállításodat visszavontad; állíts fel újra a határidő előtt.
oligarchs-left = { $garas } garas a kincstárban

## scene.rs: a térkép szavai
oligarchs-scene-title = Oligarchák 1301 — { $year } ({ $variant })
oligarchs-scene-year-of = { $year }. év, utolsó: { $last }
oligarchs-scene-event = Esemény: { $card }
oligarchs-scene-result = Eredmény: { $reason }
oligarchs-scene-lords = Urak
oligarchs-scene-offices = Tisztségek
oligarchs-scene-timeline = Idővonal
oligarchs-scene-battles-of = { $year } csatái
oligarchs-scene-closed-counties = Lezárt vármegyék
oligarchs-scene-lord-placing = titokban helyez
oligarchs-scene-lord-in = az úr itt: { $county }
oligarchs-scene-lord-captive = az úr fogoly (meghal: { $dies })
oligarchs-scene-vassal-of = { SEAT($seat, form: "the-seat") } hűbérese
oligarchs-scene-lord-gone = az úr odavan
oligarchs-scene-lord-line = { $province } ({ SEAT($seat, form: "seat") }): { $money }, { $castles } vár, { $counties } vármegye, { $lord }{ $out ->
    [yes] , kiesett
   *[no] {""}
}
oligarchs-scene-office-vacant = { $office }: betöltetlen
oligarchs-scene-royal-treasury = királyi kincstár: { $garas } garas
oligarchs-scene-years = { $first }–{ $last }, most { $now }{ $election ->
    [yes] {" (választási év)"}
   *[no] {""}
}
oligarchs-scene-elections-after = Választások ezek után: { $years }
oligarchs-scene-captive-dies = { $province } ura fogoly; ha ki nem váltják, meghal (határidő: { $dies })
oligarchs-legend-crown = a Korona
oligarchs-legend-neutral = semleges (nem játszott urak)
oligarchs-legend-unowned = senkié (megye, amelyet egy úr sem ural)
oligarchs-legend-lord = úr
oligarchs-legend-cavalry = lovasság
oligarchs-legend-infantry = gyalogság
oligarchs-legend-archers = íjászok
oligarchs-legend-castle = vár (a birtokos színében)
oligarchs-legend-river = nagy folyó
oligarchs-legend-step = { $year }. évi lépés (a lépő színében)
oligarchs-legend-attack-pending = támadás (mindkét fél korongjával, amíg meg nem vívják)
oligarchs-legend-attack = { $year }. évi támadás
oligarchs-legend-withdrawal = visszavonulás vagy hátrálás csata után
oligarchs-legend-battle = { $year }. évi csata a birtokos színében: elfoglalva, megtartva, mindkettő elveszett
oligarchs-phase-placement = kezdő felállítás
oligarchs-phase-garrison = mezei helyőrségek
oligarchs-phase-recruit = { $year }: toborzás
oligarchs-phase-move = { $year }: mozgás
oligarchs-phase-extra = { $year }: csaták, { SEAT($seat, form: "the-seat") } plusz lépése a győzelem után itt: { $county }
oligarchs-phase-election = { $year }: választás, { $office }
oligarchs-phase-over = vége
oligarchs-phase-auction = { $phase }; nyitott árverés: { $office }

## A szöveges tábla
oligarchs-board-whose = { $phase } ({ SEAT($seat, form: "seat") })
oligarchs-board-event = esemény: { $card }
oligarchs-board-lord-captive = fogoly (meghal: { $dies })
oligarchs-board-vassal = { SEAT($seat, form: "the-seat") } hűbérese
oligarchs-board-lord-gone = odavan
oligarchs-board-seat = { SEAT($seat, form: "seat") }, { $province }: { $money } garas, { $castles } vár, { $counties } vármegye, úr: { $lord }{ $offices }{ $out ->
    [yes] {" "}(kiesett)
   *[no] {""}
}
oligarchs-board-seat-ref = { SEAT($seat, form: "seat") }
oligarchs-board-crown = Korona
oligarchs-board-neutral = semleges { $province }
oligarchs-board-attacked = támadja { SEAT($seat, form: "the-seat") } ezzel: { $army }{ $lord ->
    [yes] {" "}+ úr
   *[no] {""}
}
oligarchs-board-result = eredmény: { $reason }

## Mi a játék, és mit jelentenek a beállításai (/games, /rules)
oligarchs-summary = Magyarország 1301-1308: tartományurak harcolnak a várakért, a tartományokért és az ország tisztségeiért
oligarchs-option-variant = a 45 vármegyés BASIC tábla, vagy a 71 vármegyés ADV tábla a külön szabályaival
oligarchs-preset-basic = a BASIC játék: 45 vármegye, az ADV szabályok nélkül
oligarchs-preset-adv = az ADV játék: 71 vármegye, fegyvernemkorlát a várakban, lekötés és hátrálás (R-ADV-MAP-2)
oligarchs-option-knight-cap = a választható lovaskorlát (R-RECRUIT-5)
oligarchs-option-home-province-required = a tartományi győzelemhez a hazai tartomány is kell (R-VICTORY-3)
oligarchs-option-arm-limit = fegyvernemkorlát a várakban (R-ADV-CASTLE-1)
oligarchs-option-pinning = lekötés és fordított lekötés (R-ADV-PIN, R-ADV-RPIN)
oligarchs-option-retreat = önkéntes hátrálás (R-ADV-RETREAT)
oligarchs-option-traditional = a hagyományos körsorrend (R-ADV-TRAD)

## A térkép csatái (a jelek és a „csatái” panel)
oligarchs-battle-verdict = { $verdict ->
    [overrun] legázolva
    [taken] elfoglalva
    [held] megtartva
    [both-lost] mindkettő elveszett
   *[changed] gazdát cserélt
}
oligarchs-battle-crown = Korona
oligarchs-battle-line = { $county }: { $attacker } – { $defender }: { $verdict }, veszteség { $attacker_losses }:{ $defender_losses }{ $retreat ->
    [yes] , hátrálás
   *[no] {""}
}
oligarchs-battle-line-overrun = { $county }: { $attacker } – { $defender } magára maradt ura, legázolva
oligarchs-battle-more = ... és még { $n }

## Egy frakció, ahogy az események megnevezik
oligarchs-faction-player = { $province } ({ SEAT($seat, form: "seat") })
oligarchs-faction-crown = a Korona
oligarchs-faction-neutral = semleges { $province }

## Székek listája, mindegyik egy összeggel (licitek, kincstárak)
oligarchs-seat-amount = { SEAT($seat, form: "seat") }: { $amount }
oligarchs-list-and = { $first }, { $rest }

## Menu labels
oligarchs-setting-now = { $order } (most érvényes)
