# A motor saját magyar szövegei: hogyan áll össze egy elutasítás, és az azonosítók előtt tárolt szöveg.

refusal-token = `{ $token }`: { $reason }
refusal-accepted = { $reason }. Elfogadott: { $list }
refusal-accepted-cut = { $reason }. Elfogadott: { $list }, ... (összesen { $count })
legacy = { $text }

# Egy szék neve, ha a kezelőfelület nem tud róla nevet: `{ SEAT($player, form: "seat") }`.
seat-form-cap-player = { $seat }. játékos
seat-form-player = { $seat }. játékos
seat-form-cap-seat = { $seat }. szék
seat-form-seat = { $seat }. szék
seat-form-bare = { $seat }
seat-form-the-player = a(z) { $seat }. játékos
seat-form-cap-the-player = A(z) { $seat }. játékos
seat-form-the-seat = a(z) { $seat }. szék
seat-form-cap-the-seat = A(z) { $seat }. szék

engine-no-battle-odds = a(z) { $game } játékban nincs csataesély-számítás
engine-action-undecodable = egy tárolt lépés nem olvasható vissza: { $error }
engine-options-undecodable = a tárolt beállítások nem olvashatók vissza: { $error }
engine-setup-record-with-state = a(z) { $seq }. bejegyzés kezdőállapot, de a meccsnek már van állása
engine-entry-without-state = a(z) { $seq }. bejegyzés előtt nincs állás
engine-option-bad-value = nem lehetséges értéke ennek: `{ $key }`
engine-option-unknown = ismeretlen beállítás
engine-count-out-of-range = a szám itt { $min } és { $max } között lehet
engine-option-unknown-preset = ismeretlen előbeállítás
engine-take-back-not-here = most semmit sem lehet visszavonni: csak azt, amit egy még le nem zárult fázisban adtál, ahol a játék szabályai megengedik (lásd /rules)
engine-phase-over = vége
