# A csak teszthez írt árverés magyarul.
auction-bid-not-number = a licit egész szám
auction-over-purse = több, mint amennyi pénzed van
auction-over = az árverésnek vége
auction-resigned = feladtad
auction-bid-sealed = A(z) { $amount } összegű licited lepecsételve.
auction-has-bid = A(z) { $seat }. szék licitált.
auction-revealed = A(z) { $round }. kör licitjei: { $bids }. A(z) { $winner }. szék szerez pontot.
auction-reason-points = { $goal } pont
