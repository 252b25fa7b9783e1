# oligarchs: English words of its refusals, events and outcomes.

## combat.rs
oligarchs-battle = battle of { $name } ({ $kind }): { $who } { $attacker } v { $them } { $defender } -> { $attacker_after } v { $defender_after }, { $winner ->
        [Duel] both armies fall and the lords duel
        [Neither] both armies fall and neither wins
       *[other] { $winner } wins
    }
oligarchs-lone-lord-holds = both armies fall in { $county }; the lord of { $who } survives alone, wins and holds { $county } (R-AFTER-3)
oligarchs-lone-lord-in-is-overrun = the lone lord in { $name } is overrun

## defeat.rs
oligarchs-duel-in-seat-kills-seat = duel in { $county }: { SEAT($winner, form: "seat") } kills { SEAT($loser, form: "seat") }'s lord
oligarchs-seat-s-lord-escapes-to = { SEAT($loser, form: "seat") }'s lord escapes to { $county }
oligarchs-seat-s-lord-fails-to = { SEAT($loser, form: "seat") }'s lord fails to escape ({ $r })
oligarchs-seat-s-lord-is-captured = { SEAT($loser, form: "seat") }'s lord is captured; ransom 20 garas before { $dies }
oligarchs-seat-swears-fealty-to-seat = { SEAT($loser, form: "seat") } swears fealty to { SEAT($liege, form: "seat") }, who takes { $money } garas
oligarchs-seat-is-freed-his-lord = { SEAT($v, form: "seat") } is freed; his lord returns to { $county }
oligarchs-seat-is-freed-but-has = { SEAT($v, form: "seat") } is freed but has nothing left
oligarchs-seat-is-eliminated-seat-takes = { SEAT($loser, form: "seat") } is eliminated; { SEAT($victor, form: "seat") } takes his lands and { $money } garas
oligarchs-seat-leaves-game-his-troops = { SEAT($seat, form: "seat") } leaves the game; his troops stand neutral

## election.rs
oligarchs-bids-for = bids for { $office }: { $list }
oligarchs-seat-becomes = { SEAT($winner, form: "seat") } becomes { $office }

## events.rs
oligarchs-event-card-is = { $year }: the event card is { $card }
oligarchs-loses-to-revolt = { $faction } loses { $lost } to the revolt
oligarchs-loses-to-plague = { $faction } loses { $lost } to the plague

## extra_step.rs
oligarchs-seat-s-lord-won-in = { SEAT($seat, form: "seat") }'s lord won in { $county }: his extra step is awaited (R-AFTER-2)
oligarchs-seat-s-lord-rejoins-his = { SEAT($seat, form: "seat") }'s lord rejoins his troops in { $county }
oligarchs-your-lord-is-not-on = your lord is not on the map
oligarchs-name-pieces-that-step = name the pieces that step
oligarchs-battle-is-still-pending-there = a battle is still pending there (R-AFTER-2)
oligarchs-extra-step-either-brings-units = the extra step either brings units to your lord in { $county } or moves the lord alone (R-AFTER-2)
oligarchs-lord-may-only-go-to = the lord may only go to a county holding own units
oligarchs-lord-cannot-reach-it-within = the lord cannot reach it within 4 MP without crossing enemy land
oligarchs-lord-stays-units-come-to = the lord stays; units come to him
oligarchs-name-each-source-county-once = name each source county once
oligarchs-units-facing-pending-battle-may = units facing a pending battle may not move (R-AFTER-2)
oligarchs-you-have-there = you have { $here } there
oligarchs-cannot-reach-mp-not-across = { $arm } cannot reach { $county } ({ $mp } MP, not across enemy land)
oligarchs-castle-holds-at-most-units = a castle holds at most { $cap } units (R-MOVE-13)
oligarchs-seat-s-lord-takes-his = { SEAT($seat, form: "seat") }'s lord takes his extra step to { $county }
oligarchs-seat-gathers-to-lord-in = { SEAT($seat, form: "seat") } gathers { $gathered } to the lord in { $county } (extra step)

## field_garrison.rs
oligarchs-no-field-garrison-is-being = no field garrison is being placed
oligarchs-field-garrison-of-goes-into = the field garrison of { $province } goes into one of its free plain counties
oligarchs-no-such-unit-is-left = no such unit is left to place
oligarchs-seat-places-neutral-in = seat { $turn } places a neutral { $arm } in { $county }

## game.rs
oligarchs-game-is-over = the game is over
oligarchs-seat-eliminated = your seat was eliminated and gives no more orders; you can still follow the match (`status`, `map`)
oligarchs-no-election-open = no election is open now ({ $phase_now }): the next is at the end of { $year } (sooner if the Királyválasztás card, a king election, is drawn)
oligarchs-no-election-left = no election is open now ({ $phase_now }), and none is left in this game
oligarchs-that-seat-is-not-in = that seat is not in the game
oligarchs-not-your-turn = not your turn: { $phase_now }
oligarchs-your-starting-placement-is-recorded = your starting placement is recorded (secret until all are in)
oligarchs-no-money-changes-hands-during = no money changes hands during an election (R-ELECT-4)
oligarchs-give-to-another-seat-still = give to another seat still in the game
oligarchs-more-than-your-treasury = more than your treasury
oligarchs-seat-gives-garas-to-seat = { SEAT($seat, form: "seat") } gives { $amount } garas to { SEAT($to, form: "seat") }
oligarchs-seat-takes-no-extra-step = { SEAT($seat, form: "seat") } takes no extra step
oligarchs-only-players-whose-lord-is = only players whose lord is on the map may bid (R-ELECT-2)
oligarchs-you-have-garas = you have { $treasury } garas
oligarchs-your-sealed-bid = your sealed bid: { $n }
oligarchs-bid-taken-back = Your sealed bid is taken back; bid again before the deadline, or it counts as 0.
oligarchs-placement-taken-back = Your starting placement is taken back; place again before the deadline.

## income.rs
oligarchs-collects-garas = { $faction } collects { $got } garas

## movement.rs
oligarchs-attacks = { $who } attacks { $county } ({ $defender }) with { $moving }{ $lord ->
    [yes] {" and the lord"}
   *[no] {""}
}
oligarchs-moves = { $who } moves { $lord ->
    [alone] the lord
    [yes] { $moving } and the lord
   *[no] { $moving }
} to { $county }
oligarchs-no-steps-left-this-year = no steps left this year
oligarchs-out-of-play-with-5 = out of play with 5 players (Szlavónia, R-SETUP-4)
oligarchs-already-attacked-this-year-nobody = already attacked this year: nobody else may enter (R-MOVE-10)
oligarchs-pieces-already-there-do-not = pieces already there do not step
oligarchs-only-there-may-still-move = only { $free } there may still move this year
oligarchs-attacked-units-may-not-move = attacked units may not move away (R-MOVE-10); with pinning, at least twice the attackers stay
oligarchs-your-lord-is-not-in = your lord is not in { $county }
oligarchs-your-lord-already-moved-this = your lord already moved this year
oligarchs-lord-may-not-be-left = the lord may not be left alone; add `lord`
oligarchs-cannot-reach-mp = { $arm } cannot reach { $county } ({ $mp } MP)
oligarchs-lord-cannot-reach = the lord cannot reach { $county }
oligarchs-only-there-have-not-fought = only { $unfought } there have not fought this year and may attack
oligarchs-your-liege-seat-vetoes-this = your liege ({ SEAT($l, form: "seat") }) vetoes this step
oligarchs-lord-must-end-with-own = the lord must end with own units
oligarchs-vassal-and-liege-may-not = vassal and liege may not attack each other
oligarchs-siege-needs-infantry-or-lord = a siege needs infantry or the lord (R-MOVE-11)
oligarchs-besieging-army-must-obey-arm = a besieging army must obey the arm limit (R-ADV-CASTLE-3)

## odds_query.rs
oligarchs-no-such-battle = no such battle
oligarchs-name-battle = name the battle
oligarchs-write-key-value = write key=value
oligarchs-army-is-counts-with-arms = an army is counts with arms, like 2C,3I,1A
oligarchs-no-such-arm = no such arm
oligarchs-no-such-key = no such key
oligarchs-attacker-s-army-is-missing = the attacker's army is missing
oligarchs-defender-s-army-is-missing = the defender's army is missing
oligarchs-lord-can-only-lead-arm = the { $side } lord can only lead an arm his army has

## orders.rs
oligarchs-county-ambiguous = `{ $word }` is ambiguous
oligarchs-not-a-county = `{ $word }` is not a county
oligarchs-give-three-arms-in-order = give the three arms in order, each once
oligarchs-empty-order = an empty order
oligarchs-garrison-needs-county-and-arm = garrison needs a county and an arm
oligarchs-arm-is-c-i-or = an arm is C, I or A
oligarchs-bid-needs-amount-in-garas = bid needs an amount in garas
oligarchs-bid-is-whole-number-of = a bid is a whole number of garas
oligarchs-not-arm = not an arm
oligarchs-lordarm-needs-arm = lordarm needs an arm
oligarchs-reroll-is-auto-or-never = reroll is auto or never
oligarchs-reroll-needs-policy = reroll needs a policy
oligarchs-what-to-recruit-in = what to recruit in { $county }?
oligarchs-not-list-of-units = not a list of units
oligarchs-move-needs-destination-county = move needs a destination county
oligarchs-name-county-pieces-come-from = name the county the pieces come from first
oligarchs-move-needs-county-to-move = move needs a county to move from
oligarchs-say-which-pieces-move-from = say which pieces move from there
oligarchs-spare-needs-counties-or-none = spare needs counties, or none
oligarchs-veto-is-on-or-off = veto is on or off
oligarchs-veto-needs-on-or-off = veto needs on or off
oligarchs-extrastep-is-ask-gather-or = extrastep is ask, gather or none
oligarchs-extrastep-needs-choice = extrastep needs a choice
oligarchs-lead-is-first-or-last = lead is first or last
oligarchs-lead-needs-choice = lead needs a choice
oligarchs-oath-is-offer-or-refuse = oath is offer or refuse
oligarchs-oath-needs-choice = oath needs a choice
oligarchs-vassals-is-accept-or-refuse = vassals is accept or refuse
oligarchs-vassals-needs-choice = vassals needs a choice
oligarchs-percentage-from-0-to-100 = a percentage from 0 to 100, or never
oligarchs-retreat-needs-threshold = retreat needs a threshold
oligarchs-only-steps-can-be-queued = only steps can be queued
oligarchs-lord-where = lord where?
oligarchs-what-to-place-in = what to place in { $county }?
oligarchs-say-where-lord-stands-lord = say where the lord stands: `lord <county>`
oligarchs-sell-which-office = sell which office?
oligarchs-not-office = not an office
oligarchs-offer-needs-amount = offer needs an amount
oligarchs-whole-number-of-garas = a whole number of garas
oligarchs-give-seat-garas = give <seat> <garas>
oligarchs-not-seat = not a seat
oligarchs-orders = orders
oligarchs-unknown-order = unknown order

## recruit.rs
oligarchs-you-can-recruit-only-in = you can recruit only in castles you hold
oligarchs-this-castle-is-under-attack = this castle is under attack
oligarchs-castle-holds-at-most-units-2 = a castle holds at most { $cap } units; room for { $room } more { $room ->
        [one] unit
       *[other] units
    }
oligarchs-garrison-breaks-arm-limit = the castle would keep { $garrison }: no arm may exceed { $most }, half the garrison rounded up (R-ADV-CASTLE-1)
oligarchs-castle-arm-limit-no-arm = the castle arm limit: no arm may exceed half the garrison, rounded up
oligarchs-at-most-new-cavalry-per = at most { $n } new cavalry per castle per year
oligarchs-you-may-recruit-at-most = you may recruit at most { $n } cavalry this year
oligarchs-this-costs-garas-and-your = this costs { $total_cost } garas and your treasury holds { $treasury }
oligarchs-recruits-in = { $faction } recruits { $army } in { $county }
oligarchs-seat-pays-20-garas-ransom = { SEAT($seat, form: "seat") } pays 20 garas ransom; the lord returns to { $county }

## sale.rs
oligarchs-you-do-not-hold-this = you do not hold this office
oligarchs-only-holder-with-empty-treasury = only a holder with an empty treasury may sell an office
oligarchs-auction-is-already-open = an auction is already open
oligarchs-no-office-sales-during-election = no office sales during an election
oligarchs-seat-puts-office-of-up = { SEAT($seat, form: "seat") } puts the office of { $office } up for auction
oligarchs-no-auction-is-open = no auction is open
oligarchs-only-players-with-lord-on = only players with a lord on the map, not the seller, may offer
oligarchs-offer-from-to-garas = offer from { $floor } to { $treasury } garas
oligarchs-seat-offers-garas-for = { SEAT($seat, form: "seat") } offers { $amount } garas for { $office }
oligarchs-seat-buys-for-garas = { SEAT($buyer, form: "seat") } buys { $office } for { $price } garas
oligarchs-no-sale-seat-keeps = no sale: { SEAT($seller, form: "seat") } keeps { $office }

## setup.rs
oligarchs-place-exactly-your-starting-force = place exactly your starting force { $force }, not { $total }
oligarchs-outside-your-home-province = outside your home province
oligarchs-name-each-county-once = name each county once
oligarchs-place-at-least-one-unit = place at least one unit there
oligarchs-lord-must-stand-with-his = the lord must stand with his units
oligarchs-adv-exactly-6-connected-counties = ADV: exactly 6 connected counties, at most one with a castle (R-SETUP-10)
oligarchs-oligarchs-needs-2-to-6 = oligarchs needs 2 to 6 players, not { $seats }

## withdrawal.rs
oligarchs-of-seat-retreat-to = { $army } of { SEAT($seat, form: "seat") } retreat to { $county }
oligarchs-withdraw-to = { $army } withdraw to { $county }
oligarchs-find-no-way-out-of = { $army } find no way out of { $county } and are lost
oligarchs-are-cornered-and-must-attack = { $army } are cornered and must attack { $county }

## year.rs
oligarchs-lords-starting-positions-are-revealed = the lords' starting positions are revealed
oligarchs-players-now-place-neutral-field = the players now place the neutral field garrisons in turn (R-SETUP-13)
oligarchs-seat-s-captive-lord-dies = { SEAT($seat, form: "seat") }'s captive lord dies unransomed
oligarchs-seat-rolls-highest-and-starts = { SEAT($s, form: "seat") } rolls highest and starts { $year }
oligarchs-your-queued-step-was-dropped = your queued step was dropped: { $r }
oligarchs-seat-passes-first-and-will = { SEAT($seat, form: "seat") } passes first and will start next year
oligarchs-seat-passes = { SEAT($seat, form: "seat") } passes and moves no more this year
oligarchs-election-treasuries = election: treasuries { $list }
oligarchs-game-ends = the game ends: { $reason }

## victory.rs
oligarchs-reason-no-lord-left = no lord is left
oligarchs-reason-last-lord = the last lord standing
oligarchs-reason-all-offices = holds all three offices
oligarchs-reason-provinces = holds { $n } whole provinces
oligarchs-reason-castles = holds { $n } { $n ->
        [one] castle
       *[other] castles
    }
oligarchs-reason-final-count = the final year ends: { $castles } { $castles ->
        [one] castle
       *[other] castles
    }, { $counties } { $counties ->
        [one] county
       *[other] counties
    }, { $cavalry } cavalry, { $garas } garas
oligarchs-odds-side-too-big = exact odds are computed for at most { $max } units a side
oligarchs-queue-is-full = the queue holds at most { $max } steps, as many as a year has (R-MOVE-2); `queue clear` empties it
oligarchs-queue-from-not-yours = a queued step leaves only a county you hold, or one an earlier queued step takes
oligarchs-queue-county-twice = a step takes each county's units in one part
oligarchs-left = { $garas } garas in the treasury

## scene.rs: the map's words
oligarchs-scene-title = Oligarchs 1301 — { $year } ({ $variant })
oligarchs-scene-year-of = Year { $year } of { $last }
oligarchs-scene-event = Event: { $card }
oligarchs-scene-result = Result: { $reason }
oligarchs-scene-lords = Lords
oligarchs-scene-offices = Offices
oligarchs-scene-timeline = Timeline
oligarchs-scene-battles-of = Battles of { $year }
oligarchs-scene-closed-counties = Closed counties
oligarchs-scene-lord-placing = placing in secret
oligarchs-scene-lord-in = lord in { $county }
oligarchs-scene-lord-captive = lord captive (dies { $dies })
oligarchs-scene-vassal-of = vassal of { SEAT($seat, form: "seat") }
oligarchs-scene-lord-gone = lord gone
oligarchs-scene-lord-line = { $province } ({ SEAT($seat, form: "seat") }): { $money }, { $castles ->
    [one] 1 castle
   *[other] { $castles } castles
}, { $counties ->
    [one] 1 county
   *[other] { $counties } counties
}, { $lord }{ $out ->
    [yes] , out
   *[no] {""}
}
oligarchs-scene-office-vacant = { $office }: vacant
oligarchs-scene-royal-treasury = royal treasury: { $garas } garas
oligarchs-scene-years = { $first } to { $last }, now { $now }{ $election ->
    [yes] {" (election year)"}
   *[no] {""}
}
oligarchs-scene-elections-after = Elections after { $years }
oligarchs-scene-captive-dies = { $province }'s lord captive, dies { $dies } unless freed
oligarchs-legend-crown = the Crown
oligarchs-legend-neutral = neutral (unplayed lords)
oligarchs-legend-unowned = nobody's county (land no lord controls)
oligarchs-legend-lord = lord
oligarchs-legend-cavalry = cavalry
oligarchs-legend-infantry = infantry
oligarchs-legend-archers = archers
oligarchs-legend-castle = castle (owner's colour)
oligarchs-legend-river = major river
oligarchs-legend-step = { $year } step (mover's colour)
oligarchs-legend-attack-pending = attack (chips of both sides until fought)
oligarchs-legend-attack = { $year } attack
oligarchs-legend-withdrawal = withdrawal or retreat after a battle
oligarchs-legend-battle = { $year } battle, in the holder's colour: taken, held, both lost
oligarchs-phase-placement = starting placement
oligarchs-phase-garrison = field garrisons
oligarchs-phase-recruit = { $year } recruitment
oligarchs-phase-move = { $year } movement
oligarchs-phase-extra = { $year } battles: { SEAT($seat, form: "seat") }'s extra step after winning { $county }
oligarchs-phase-election = { $year } election: { $office }
oligarchs-phase-over = over
oligarchs-phase-auction = { $phase }; auction of the { $office } open

## The text board
oligarchs-board-whose = { $phase } ({ SEAT($seat, form: "seat") })
oligarchs-board-event = event: { $card }
oligarchs-board-lord-captive = captive until { $dies }
oligarchs-board-vassal = vassal of { SEAT($seat, form: "seat") }
oligarchs-board-lord-gone = gone
oligarchs-board-seat = { SEAT($seat, form: "seat") } { $province }: { $money } garas, { $castles } { $castles ->
    [one] castle
   *[other] castles
}, { $counties } { $counties ->
    [one] county
   *[other] counties
}, lord { $lord }{ $offices }{ $out ->
    [yes] {" "}(out)
   *[no] {""}
}
oligarchs-board-seat-ref = { SEAT($seat, form: "seat") }
oligarchs-board-crown = crown
oligarchs-board-neutral = neutral { $province }
oligarchs-board-attacked = attacked by { SEAT($seat, form: "seat") } with { $army }{ $lord ->
    [yes] {" "}+ lord
   *[no] {""}
}
oligarchs-board-result = result: { $reason }

## What the game and its options are (/games, /rules)
oligarchs-summary = Hungary 1301-1308: provincial lords fight for castles, provinces and the offices of the realm
oligarchs-option-variant = the BASIC board of 45 counties or the ADV board of 71 with its extra rules
oligarchs-preset-basic = the BASIC game: 45 counties, none of the ADV rules
oligarchs-preset-adv = the ADV game: 71 counties, castle arm limit, pinning and retreat (R-ADV-MAP-2)
oligarchs-option-knight-cap = the optional knight cap (R-RECRUIT-5)
oligarchs-option-home-province-required = a province victory needs the home province (R-VICTORY-3)
oligarchs-option-arm-limit = the castle arm limit (R-ADV-CASTLE-1)
oligarchs-option-pinning = pinning and reverse pinning (R-ADV-PIN, R-ADV-RPIN)
oligarchs-option-retreat = voluntary retreat (R-ADV-RETREAT)
oligarchs-option-traditional = the traditional turn order (R-ADV-TRAD)

## The map's battles (markers and the "Battles of" panel)
oligarchs-battle-verdict = { $verdict ->
    [overrun] overrun
    [taken] taken
    [held] held
    [both-lost] both lost
   *[changed] changed hands
}
oligarchs-battle-crown = Crown
oligarchs-battle-line = { $county }: { $attacker } v { $defender }: { $verdict }, losses { $attacker_losses }:{ $defender_losses }{ $retreat ->
    [yes] , retreat
   *[no] {""}
}
oligarchs-battle-line-overrun = { $county }: { $attacker } v { $defender }'s lone lord, overrun
oligarchs-battle-more = ... and { $n } more

## A faction as events name it
oligarchs-faction-player = { $province } ({ SEAT($seat, form: "seat") })
oligarchs-faction-crown = the Crown
oligarchs-faction-neutral = neutral { $province }

## A list of seats with an amount each (bids, treasuries)
oligarchs-seat-amount = { SEAT($seat, form: "seat") }: { $amount }
oligarchs-list-and = { $first }, { $rest }

## Menu labels
oligarchs-setting-now = { $order } (now)
