# A front-endek magyarul: a szolgáltatás elutasításai (váró, székek, jogosultság), a terminál és a Discord.

## service/auth.rs
service-no-seat-in-match = nincs széked a(z) { $id }. meccsben: egy szék nevében csak a gazdája cselekszik (a várólistához a `join` paranccsal csatlakozhatsz, nézni a `status` és a `map` paranccsal lehet)
service-only-host-or-server-admin = ezt csak a házigazda ({ $host }) vagy a szerver egy adminja teheti meg

## service/diplomacy.rs
service-no-such-seat = nincs ilyen szék
service-you-cannot-write-to-your = a saját székednek nem írhatsz
service-message-is-empty = az üzenet üres
service-messages-only-in-play = üzenetek egy folyó meccs székei között mennek: a várólistán és a meccs vége után nem
service-seat-is-taken = a(z) { $seat }. széken { $user } játszik: futó meccsben egy szék csak akkor kerül másik emberhez, ha a gazdája átadja, vagy ha eltávolították, vagy botra bízta
service-match-of-another-place = a(z) { $id }. meccs egy másik szerveré: innen csak a leültetett játékosai cselekedhetnek, mindenki a saját széke nevében
service-message-holds-at-most-characters = egy üzenet legfeljebb { $max } karakter

## service/info.rs
service-match-has-not-started-there = a meccs még nem kezdődött el: még nincs térkép
service-match-has-not-started = a meccs még nem kezdődött el
service-no-such-game = nincs ilyen játék

## service/lobby.rs
service-match-still-open = a(z) { $id }. meccs még nyitva van ebben a csatornában: előbb fejezzétek be, vagy az új meccset egy másik csatornában hozd létre
service-seats-needed = a(z) { $game } játékhoz { $min }–{ $max } szék kell, és { $n } foglalt: `join`, vagy ültess le egy `bot`-ot
service-match-has-started-ask-host = a(z) { $id }. meccs elkezdődött: kérd meg a házigazdát, hogy egy széket cseréljen le rád (`replace`)
service-you-already-sit-in-seat = már ülsz a(z) { $seat }. széken
service-match-is-full-seats = a(z) { $id }. meccs megtelt ({ $max } szék)
service-match-has-started-use-concede = a meccs elkezdődött: a székedet a `concede` paranccsal adhatod fel
service-bots-join-in-lobby-once = botok a várólistán ülnek le; indulás után egy széket `replace` paranccsal cserélhetsz botra
service-match-has-already-started = a(z) { $id }. meccs már elkezdődött

## service/manage.rs
service-match-is-not-paused = a meccs nincs szüneteltetve
service-phase-deadline-is-between-60 = egy szakasz határideje 60 másodperc és 28 nap között lehet
service-match-is-over = a meccsnek vége
service-already-sits-in-seat = { $user } már ül a(z) { $theirs }. széken

## service/players.rs
service-notify-unknown = ez nem értesítési beállítás

## service/mod.rs
service-several-matches-here = ennek a csatornának a szálaiban több meccs fut ({ $ids }): nevezz meg egyet a `match:` opcióval, vagy játssz a szálában
service-no-open-match = ebben a csatornában nincs nyitott meccs: hozz létre egyet a `create <játék>` paranccsal, vagy nevezz meg egy meccset a számával
service-game-gone = ez a szerver már nem kínálja ezt a játékot: `{ $game }`
service-replay-failed = a(z) { $id }. meccs nem játszható vissza: { $error }
service-no-match-has-this-number = nincs ilyen számú meccs
service-damaged-seat = a(z) { $id }. meccs sérült, nem tölthető be: a tárolt { $seat }. szék a tartományon kívül esik (a székek sorszáma 0-tól { $last }-ig terjed); a többi meccset ez nem érinti
service-damaged-status = a(z) { $id }. meccs sérült, nem tölthető be: a tárolt `{ $status }` állapot egyik sem ezek közül: lobby, running, paused, finished; a többi meccset ez nem érinti
service-damaged-log-gap = a(z) { $id }. meccs sérült, nem tölthető be: hiányzik a napló { $missing }. bejegyzése (a helyén a(z) { $found }. áll); a többi meccset ez nem érinti
service-damaged-entry = a(z) { $id }. meccs sérült, nem tölthető be: a napló { $seq }. bejegyzése olvashatatlan ({ $what }); a többi meccset ez nem érinti

## service/phrases.rs: szavak, amelyek számtól vagy fajtától függnek (a magyar főnév számnév után egyes számú)
service-days = { $n } nap
service-hours = { $n } óra
service-minutes = { $n } perc
service-seconds = { $n } másodperc
service-players-exactly = { $n } játékos
service-players-range = { $min }–{ $max } játékos
service-players-list = { $some } vagy { $last } játékos
service-wait-kind = { $kind ->
    [turn] lépés
    [bid] titkos licit
    [sealed] titkos választás
    [decision] döntés
   *[orders] parancsok
}

## service/play.rs
service-match-has-no-state-yet = a meccsnek még nincs állása: a házigazda a `start` paranccsal indítja
service-match-moved-on-while-this = a meccs továbblépett, amíg ezt feldolgoztuk: próbáld újra
service-match-has-not-started-host = a meccs még nem kezdődött el: a házigazda a `start` paranccsal indítja
service-match-is-paused-host-resumes = a meccs szünetel: a házigazda a `resume` paranccsal folytatja

## terminal/parse.rs
terminal-order-needs-text = az order után a parancs szövege kell, például `order end`
terminal-bid-needs-text = a bid után a licit szövege kell
terminal-msg-needs-text = a msg után a szék mögé szöveg kell
terminal-match-is-named-by-its = a meccset a száma nevezi meg, például #3
terminal-admin-takes-on-or-off = az admin után on vagy off jön
terminal-create-needs-game = a create után egy játék kell
terminal-practice-needs-game = a practice után egy játék kell (és a botszint, ha nem easy)
terminal-history-takes-count-like-history = a history után egy szám jön, például history 50
terminal-unknown-command = ismeretlen parancs
terminal-user-is-one-word-like = a felhasználó egy szó, például @alice
terminal-no-such-bot-level = nincs ilyen botszint
terminal-seat-is-number-like-0 = a szék egy szám, például 0 vagy 1

## discord/match_cmds.rs
discord-bot-levels = a botszint ezek egyike: { $list }
discord-name-either-user-or-bot = vagy egy felhasználót, vagy egy botszintet adj meg, ne mindkettőt és ne egyiket se
service-odds-which-game = nevezd meg a játékot, amelynek az esélyeit kéred
service-no-end-turn = a(z) { $game } játékban nincs körvége parancs
service-no-such-command = a(z) { $game } játékban nincs ilyen parancs
terminal-guild-needs-id = a `guild` után egy szerverazonosító jön, vagy `none`, ha nincs szerver (privát üzenet)
terminal-channel-needs-name = a `channel` után egy csatornanév jön
service-order-too-long = egy parancs legfeljebb { $max } karakter; ez { $length }
service-cooldown = a(z) `{ $command }` parancsot az imént kérték: próbáld újra { $seconds } másodperc múlva
service-message-rate = percenként legfeljebb { $max } üzenet: a következő { $seconds } másodperc múlva mehet
service-stale-phase = ez a gomb vagy menü a(z) { $id }. meccs egy korábbi szakaszához tartozott, amely már továbblépett: nézd meg újra a meccset (`status`, `orders`)

## discord: az adapter saját szavai (gombok, űrlapok, súgó)
discord-refused = Elutasítva:
discord-done = Kész.
discord-sent = Elküldve.
discord-fault = Hiba történt nálunk; semmi sem változott. Kérjük, próbáld újra.
discord-end-turn = Kör vége
discord-folded-updates = (A kérés { $n } korábbi frissítése nem jelenik meg: a `/meccs előzmények` felsorolja őket.)
discord-thread-name = { $user } meccse: { $game }
discord-undo-last = Utolsó visszavonása
discord-clear-orders = Parancsok törlése
discord-concede-confirm = Igen, feladom
discord-concede-question = Feladod a meccset? Ez nem vonható vissza.
discord-msg-title = Üzenet egy széknek
discord-msg-label = Az üzeneted
discord-bid-title = Titkos licit
discord-bid-label = A licited
discord-dm-help = Privát üzenetben ezt értem: `{ $verb } <szöveg>` vagy `{ $verb } #<meccs> <szöveg>` (parancsok: { $verbs }).
discord-dm-nothing = Az itt játszható játékok nem fogadnak parancsot privát üzenetben.
discord-dm-which-match = Nem pontosan egy futó meccsben ülsz: nevezd meg, például `{ $verb } #3 <szöveg>`.
discord-menu-pick = Válassz parancsot
discord-menu-too-many = Túl sok parancs a felsoroláshoz: írd be: `/parancs`, és válassz a javaslatok közül.
discord-no-orders = Most nincs kiadható parancs.
discord-game-commands = A játékok saját parancsai (privát üzenetben is: `<parancs> <szöveg>`):
discord-shortcut-about = A játék saját `{ $verb }` parancsa
discord-help = **korona** — hosszú, aszinkron stratégiai meccsek.
    `/meccs létrehozás <játék>` meccset nyit ebben a csatornában (a `lang=hu` vagy `lang=en` a posztjai és térképei nyelvét adja meg; alapból a szerver nyelve); `/meccs csatlakozás`, `/meccs indítás` (házigazda). A `/meccs gyakorlás <játék> [szint]` azonnal indít egy meccset botok ellen, csak neked.
    `/parancs <szöveg>` parancsot ad (a kiegészítés a szabályosakat kínálja; szöveg nélkül menüből választhatsz);
    `/teendők`: mi van még hátra.
    `/üzenet <szék> [szöveg]` privát üzenet egy széknek; `/meccs állás`, `/meccs térkép`, `/meccs előzmények`.
    Házigazdák és adminok: `/meccs szünet|folytatás|határidő|eltávolítás|csere|bot`. `/szabályok [játék] [téma]` elmagyarázza a játékot: hogyan nyerhetsz, az első kör, a parancsok; egy téma a részleteket adja.
    `/ranglista játék:` a szerver játékosainak sorrendje; `/profil [felhasználó:]` értékszámok, meccsek, és hogy ki lép; `/nézés [meccs:]` DM-ben követ egy meccset, egy fázissal a játékosok mögött.
    A meccs végén jön a győztes, a kockamag, a diplomáciai napló és egy animált visszajátszás (`/meccs létrehozás` beállítások: `diplomacy=private`, `spectate=0..10`).
    A csak neked szóló válaszok a Discordod nyelvét követik (angol vagy magyar).

## service: amit a szolgáltatás a meccs csatornájában és a játékosainak mond
service-lobby-created = { $id }. meccs: { $game }, { $players }, házigazda: { $host }. Csatlakozás: `join`; a házigazda a `start` paranccsal indítja.
    Új vagy? Gyors kezdés: a `/meccs gyakorlás { $game_id }` azonnal indít egy meccset botok ellen, csak neked.
    Kockamag sha256: { $sha } (a magot a meccs végén felfedjük).
service-takes-seat = { $user } leül a(z) { $id }. meccs { $seat }. székére.
service-leaves = { $user } kilép a(z) { $id }. meccsből.
service-bot-takes-seat = Egy { $level } bot leül a(z) { $seat }. székre.
service-practice-opened = { $id }. gyakorló meccs: { $game }, { $user } { $bots ->
    [one] egy { $level } bot
   *[other] { $bots } { $level } bot
    } ellen. Kockamag sha256: { $sha } (a magot a meccs végén felfedjük).
service-practice-card = Elkezdődött a(z) { $id }. gyakorló meccsed ({ $game }): te { $bots ->
    [one] egy { $level } bot
   *[other] { $bots } { $level } bot
    } ellen.
service-practice-first = Ezekkel érdemes kezdeni: { $orders }. Válassz egyet lent, vagy írd be: `/parancs { $example }`; a szöveg nélküli `/parancs` minden parancsot felsorol, a `/szabályok` elmondja, hogyan lehet nyerni.
service-practice-wait = A botok lépnek először; üzenet jön, amikor te következel.
service-match-begins = Kezdődik a(z) { $id }. meccs ({ $game }) { $n } székkel.
service-lang-unknown = ezen a nyelven a korona nem beszél
service-accepted = Elfogadva: { $order }
service-undone = Az utolsó lépésedet visszavontad.
service-no-settings = A(z) { $game } játékban nincsenek állandó beállítások.
service-settings-now = Az állandó beállítások addig érvényesek, amíg meg nem változtatod őket. Most ezek érvényesek: { $now }.
service-orders-cleared = A parancsaidat visszavontad: a fázis újra rád vár.
service-sealed-for = Lepecsételve ({ $phase }): { $order }
service-turn-so-far = Eddig ebben a körben: { $orders }.
service-left = Maradt: { $left }.
service-orders-in-may-change = A parancsaid beérkeztek; a szakasz lezárultáig még módosíthatod őket.
service-now = Most: { $phase }.
service-winner = Győztes: { $names }
service-draw = Döntetlen
service-match-over = A(z) { $id }. meccsnek vége. { $verdict } ({ $reason }).
service-match-over-told = A(z) { $id }. meccsnek vége. { $verdict }.
service-seed-revealed = A kockamag: { $seed } (sha256 { $sha }): minden dobás ellenőrizhető a `korona verify` paranccsal.
service-end-title = { $id }. meccs ({ $game }): vége
service-phase-title = { $id }. meccs ({ $game }): { $phase }
service-nudge-waits = A(z) { $id }. meccs ({ $game }) rád vár ({ $kind }): { $phase }.
service-nudge-example = Válassz a lenti gombbal, vagy írd be: `/parancs { $order }`.
service-nudge-moves-on = A(z) { $id }. meccs ({ $game }) továbblép: { $phase }.
service-deadline-at = Határidő: { $at }.
service-deadline-passed = Lejárt a határidő: az alapértelmezések érvényesültek.
service-resigns = { $who } felad.
service-paused = A(z) { $id }. meccs szünetel; a határidők megálltak.
service-resumed = A(z) { $id }. meccs folytatódik; a szakasz határideje újraindul.
service-deadline-set = { $id }. meccs: mostantól minden szakaszra { $duration } jut; utána a hiányzó székekre az alapértelmezés érvényes.
service-deadline-cleared = { $id }. meccs: a szakaszoknak már nincs határideje.
service-reminder = Emlékeztető: a(z) { $id }. meccs rád vár ({ $kind }, { $phase }). A határidő lejár{ $at }; utána az alapértelmezés érvényes.
service-status-head = { $id }. meccs: { $game } ({ $status ->
    [lobby] gyülekező
    [running] folyamatban
    [paused] szünetel
    [finished] véget ért
   *[other] { $status }
}), házigazda: { $host }.
service-status-seed = Kockamag sha256: { $sha }
service-status-deadline = Szakaszhatáridő: { $duration }.
service-status-phase = Szakasz: { $phase }.
service-status-waiting = Soron: { $names }.
service-legal-none = Most nincs kiadható parancs.
service-legal-no-match = Egy kiadható parancs sem szól erről: `{ $filter }`; a parancsaid most így kezdődnek: { $verbs }.
service-map-caption = { $id }. meccs: { $phase }
service-map-own-view = {" "}(a saját nézeted: ami csak neked látszik, az is rajta van)
service-map-phone-pages = {" "}(telefonos térkép { $pages } oldalon, fentről lefelé: a tábla sávokban nyugatról keletre, aztán a táblázatok és a jelmagyarázat)
service-map-phone-page = A(z) { $id }. meccs telefonos térképe, { $page }. oldal a(z) { $pages } közül: a fölötte lévő oldal folytatása.
service-orders-in = { $phase }: a parancsaid beérkeztek; a szakasz lezárultáig még módosíthatod őket.
service-orders-wait = { $phase }: a meccs rád vár ({ $kind }).
service-orders-nothing = { $phase }: most semmit sem kérünk tőled.
service-seat-name = { $seat }. szék
service-sent-to-seat = Elküldve a(z) { $seat }. széknek.
service-dm-from-seat = { $id }. meccs, a(z) { $seat }. széktől: { $text }
service-seat-is-bot = (a(z) { $seat }. széken bot ül: nem olvas semmit, de az üzenet naplózva van)
service-history-empty = Még semmi sem történt.
service-waiting-for = Soron: { $names }.
service-alt-turn = Soron: { $names }
service-alt-standings = { $title }: { $lines }
service-alt-changed = Az előző térkép óta: { $lines }
discord-your-move = Következik: { $users }
discord-earlier-events = ({ $n } korábbi esemény: `/match history`)
discord-waiting-label = Soron
discord-deadline-label = Határidő
service-deadline-moved-quiet = A határidő a fázis idejénél később jár le: különben { $who } csendes óráiba esett volna, így ők is megkapják a fázis teljes ébren töltött idejét.
service-tz-now = Az időzónád: { $tz } (beállítás: `/me timezone Europe/Budapest`).
service-tz-unknown = ez nem időzóna: IANA-nevet adj meg
service-tz-set = Időzóna: { $tz }. A csendes órák és a napi összefoglaló ehhez igazodik.
service-quiet-now = A csendes óráid: { $from }-{ $to } ({ $tz }). Az ezekbe eső határidő addig tolódik, amíg meg nem kapod a fázis teljes ébren töltött idejét.
service-quiet-none = Nincsenek csendes óráid (beállítás: `/me quiet 23:00-07:00`).
service-quiet-off = Csendes órák kikapcsolva.
service-quiet-bad = a csendes órákat tól-ig, 24 órás formában kell megadni
service-quiet-set = Csendes órák: { $from }-{ $to } ({ $tz }). Az ezekbe eső határidő addig tolódik, amíg meg nem kapod a fázis teljes ébren töltött idejét, és a meccs csatornája értesül róla.
service-digest-on = Napi összefoglaló bekapcsolva: helyi idő szerint 09:00-kor egy DM sorolja fel a rád váró meccseket, meccsenkénti DM helyett.
service-digest-off = Napi összefoglaló kikapcsolva: DM-et kapsz, amikor egy meccs rád vár (ahogy a `/me notify` mondja).
service-digest-bad = az összefoglaló on vagy off
service-digest-head = { $n } meccs vár rád:
service-vacation-days = a szabadság napok száma
service-vacation-spent = #{ $id }. meccs: ott már elfogytak a szabadságnapjaid.
service-vacation-taken = #{ $id }. meccs: a határidői { $days } nappal később járnak le (ott még { $left } nap szabadságod maradt).
service-vacation-public = { $user } szabadságon van: a meccs határidői { $days } nappal később járnak le.
service-vacation-none = Nincs futó meccsed, amelynek a határidejét egy szabadság eltolhatná.
discord-button-bid = Licit
discord-button-orders = Parancsok
discord-button-join = Csatlakozás
discord-button-add-bot = Bot hozzáadása
discord-button-start = Indítás
discord-page-of = { $page }. oldal / { $pages }
discord-page-previous = ◀ Előző
discord-page-next = Következő ▶
service-rules-title = { $game }: így kell játszani
service-rules-topic-title = { $game }: { $topic }
service-rules-topics = Bővebben: `/szabályok { $game } <téma>`, témák: { $topics }.
service-no-such-rules-topic = a(z) { $game } útmutatójában nincs ilyen téma
service-status-seat = {"  "}{ $seat }. szék: { $who }
service-status-open = szabad
service-seat-user = { $user } felhasználó
service-seat-you = { $name } (te)
service-seat-bot = Bot ({ $level })
service-bot-seat-name = { $seat }. bot ({ $level })
service-conversation-empty = Nincs üzenet a(z) { $me }. és a(z) { $with }. szék között.
service-conversation-line = { $from }. szék -> { $to }. szék: { $text }
service-rules-option = beállítás: { $key }: { $accepted } (alapérték: { $default }): { $help }
service-rules-preset = preset={ $name } (előbeállítás): { $help }
# A terminál súgója: soronként egy parancs és amit tesz.
service-help = korona parancsok:
    create <játék> [kulcs=érték ...]  meccset nyit ebben a csatornában (te vagy a házigazda); a lang=hu vagy lang=en a nyilvános nyelvét adja meg
      a korona saját beállításai: diplomacy=public|private (a diplomáciai napló a végén),
      spectate=0..10 (hány fázissal járnak a nézők lemaradva; 0 = élőben), vacation=0..30 (szabadságnap játékosonként, alapból 7)
    join | leave                      beülés a váróban, vagy a szék feladása
    bot <easy|medium|hard|extreme>    bot leültetése (házigazda)
    start                             a meccs indítása (házigazda)
    /meccs gyakorlás <játék> [szint]  meccs botok ellen azonnal, csak neked (a botok alapból easy
      szintűek); a `practice <játék> [szint]` is működik
    order <szöveg>                    parancs a játék nyelvén (privát válasz)
    bid <szöveg>                      titkos licit (a felfedésig privát)
    legal [előtag]                    a most kiadható parancsok
    orders                            mit vár tőled a meccs
    undo                              az utolsó lépésed vagy a lezárt parancsaid visszavonása
    settings                          állandó beállításaid (addig érvényesek, amíg meg nem változtatod)
    msg <szék> <szöveg>               diplomáciai üzenet, továbbítva és naplózva
    conversation <szék>               az üzenetváltásaid egy székkel
    status | map | history [n]        hol tart a meccs
    pause | resume                    az órák megállítása vagy újraindítása (házigazda)
    deadline <30m|12h|2d|off>         szakaszhatáridő (házigazda)
    kick <szék> | replace <szék> <@felhasználó|botszint>   (házigazda)
    concede                           a széked feladása
    mygames                           a meccseid, és melyik vár rád
    notify <all|turn|off>             milyen privát üzeneteket kapsz (alapból: turn)
    timezone <zóna> | quiet <23:00-07:00|off>   az órád: határidő nem jár le az éjszakádban
    digest <on|off> | vacation <napok>          napi egy DM; határidők eltolása (meccsenként 7 nap)
    leaderboard <játék>               a szerver legjobb értékelésű játékosai egy játékban
    profile [@felhasználó]            értékelések, meccsek, és ki következik
    spectate [stop]                   meccs követése DM-ben, egy fázis késéssel
    games | rules [játék] [téma] | help
    A neked szóló válaszok a te nyelveden jönnek (`korona play --lang hu`); a meccs posztjai a meccs nyelvén.
service-seat-removed = A(z) { $seat }. szék kikerült a(z) { $id }. meccsből.
service-takes-over-seat = { $user } átveszi a(z) { $id }. meccs { $seat }. székét.
service-bot-takes-over-seat = Egy { $level } bot átveszi a(z) { $id }. meccs { $seat }. székét.
service-mygames-none = Most egy meccsben sem vagy: a `create <játék>` nyit egyet, a `join` leültet.
service-mygames-head = A meccseid: { $n } ({ $waiting } vár rád).
service-mygames-in-channel = (itt: #{ $channel })
service-mygames-line = #{ $id } { $game }: { $state ->
    [lobby] a váróban
    [paused] { $phase } (szünetel)
   *[running] { $phase }
}{ $waits ->
    [yes] , **rád vár**
   *[no] {""}
}{ $deadline ->
    [none] {""}
   *[other] , határidő: { $deadline }
} { $place }
service-notify-now = Értesítéseid: { $setting } (`all`: privát üzenet a meccseid minden szakaszáról; `turn`: amikor egy meccs rád vár; `off`: semmi).
service-notify-set = Értesítések: { $setting } ({ $setting ->
    [all] privát üzenetet kapsz a meccseid minden szakaszáról
    [off] nem kapsz privát üzenetet; a szakaszposztok továbbra is megemlítenek
   *[turn] privát üzenetet kapsz, amikor egy meccs rád vár
}).
discord-own-thread = A meccsnek saját szála van: <#{ $thread }>. A posztjai oda kerülnek.

## service/ratings.rs
service-ratings-leaderboard-empty = Ezen a szerveren még senkinek nincs { $game } értékszáma: az értékszámok a befejezett, embereket is felvonultató meccsekből jönnek.
service-ratings-leaderboard-title = { $game } ranglista ezen a szerveren ({ $players } értékelt játékos; Weng-Lin értékszám ± bizonytalanság, sorrend: értékszám mínusz háromszoros bizonytalanság):
service-ratings-leaderboard-line = { $place }. { $user } { $rating } ± { $uncertainty } ({ $matches } meccs, { $wins } győzelem)
service-ratings-profile-title = { $user } ezen a szerveren:
service-ratings-profile-unrated = - még nincs értékelt meccse
service-ratings-profile-game = - { $game }: értékszám { $rating } ± { $uncertainty }, { $matches } meccs, { $wins } győzelem
service-ratings-profile-no-matches = Most játszik: egy meccsben sem.
service-ratings-profile-matches = Most játszik ({ $n } meccs):
service-ratings-profile-lobby = #{ $id } { $game }: az előszobában
service-ratings-profile-match = #{ $id } { $game }: { $phase }, várunk rá: { $waiting }

## service/spectate.rs
service-spectate-stopped = Már nem követed a(z) { $id }. meccset.
service-spectate-was-not = Nem követted a(z) { $id }. meccset.
service-spectate-match-over = a(z) { $id }. meccs véget ért: a visszajátszása és az előzményei a csatornájában maradnak
service-spectate-you-play = játszol a(z) { $id }. meccsben: a posztjai már élőben elérnek
service-spectate-started = Nézőként követed a(z) { $id }. meccset: minden fázis nyilvános posztja és térképe DM-ben jön, { $delay ->
    [0] élőben
   *[other] { $delay } fázissal a játékosok mögött
}. A `spectate stop` leállítja.
service-spectate-title = Nézőként ({ $delay ->
    [0] élőben
   *[other] { $delay } fázis késéssel
}): { $title }
terminal-leaderboard-needs-game = a leaderboard után egy játék kell, például `leaderboard capitals`

## service/match_options.rs
service-options-diplomacy = a `diplomacy` értéke `public` (a diplomáciai naplót a meccs végén mindenki látja; ez az alap) vagy `private`
service-options-spectate = a `spectate` azt adja meg, hány fázissal járnak a nézők a játékosok mögött: egész szám 0-tól (élő) { $max }-ig
service-options-vacation = a `vacation` azt adja meg, hány szabadságnapot vehet ki egy játékos ebben a meccsben: egész szám 0-tól (egy sem) { $max }-ig

## service/finale.rs
service-finale-verify = Minden dobás ellenőrizhető: `korona verify --db { $db } --match { $id }` (a napló sha256-ja { $log }).
service-finale-diplomacy = A(z) { $id }. meccs diplomáciája, most, hogy véget ért, mindenkinek ({ $n } üzenet):
service-finale-diplomacy-line = - { $at } { $from }. szék ({ $from_user }) → { $to }. szék ({ $to_user }): { $text }
service-finale-diplomacy-private = A(z) { $id }. meccs diplomáciája ({ $n } üzenet) titok marad: a meccs `diplomacy=private` beállítással készült.
service-finale-replay-alt = A(z) { $id }. meccs animációja: mind a(z) { $n } szakasztérképe sorban, az elsőtől az utolsóig; a záró poszt mondja meg, ki nyert.
service-finale-replay = A(z) { $id }. meccs az első fázistól az utolsóig ({ $n } fázis); a `korona replay --match { $id }` ugyanezt a fájlt rajzolja meg.
service-finale-replay-too-big = A(z) { $id }. meccs visszajátszása nem fér bele a Discord feltöltési korlátjába: a `korona replay --match { $id }` megrajzolja.
service-finale-replay-failed = A(z) { $id }. meccs visszajátszását nem sikerült megrajzolni; maga a meccs rendben van (lásd a naplót).

# Időtartamok és kulcs=érték beállítások, minden felületen egyformán olvasva (crates/service/src/input.rs).
input-duration-is-number-with-unit = az időtartam egy szám s, m, h vagy d betűvel, például 24h
input-duration-out-of-range = az időtartam itt { $min } és { $max } között lehet
input-options-are-written-key-value = a beállítások kulcs=érték alakúak, például size=12
# `/match link` (32. jegy): egy szék saját webes nézete.
discord-link = A(z) { $id }. meccs saját nézeted: { $url } (csak te látod; aki megkapja a linket, látja a széked titkait: a `/match link reset:true` érvényteleníti).
discord-link-no-pages = Ennek a botnak nincsenek nyilvános weboldalai (az üzemeltetője a KORONA_PUBLIC_URL-lel kapcsolja be őket).

## issue 30: security, round two (service)
service-deadline-set-next = { $id }. meccs: a következő szakasztól minden szakaszra { $duration } jut. A mostani szakasz megtartja a határidejét: futó határidőt meghosszabbítani lehet, megrövidíteni nem.
service-ratings-rule = Kit értékelünk: egy ember csak azért a székért kap értékszámot, amelyet a kezdettől a végéig ő tartott, és amelyben legalább { $moves } saját parancsot adott; ugyanazon játékosok meccsei naponta (UTC) legfeljebb egyszer számítanak.
service-lobbies-per-user = már { $max } az elmúlt egy napban nyitott, el nem indított meccsed van: indíts el egyet, vagy várd meg, amíg a legrégebbi egy napos lesz
service-lobbies-per-server = ezen a szerveren már { $max } az elmúlt egy napban nyitott, el nem indított meccs van: indíts el egyet, vagy várd meg, amíg a legrégebbi egy napos lesz
service-take-backs-spent = ebben a körben már { $max }-szer vontál vissza, ennél többször egy körben nem lehet: add le a parancsodat, vagy várd meg a következő szakaszt
service-status-delayed = Ezt a meccset { $delay } szakasszal a játékosok mögött követed: ez az, ahová a hírfolyamod eljutott.
service-late-bid = ezt még azelőtt küldted, hogy az előző licitek kiderültek ({ $happened }); most a(z) { $now } licitje van nyitva, és a parancsodat nem számoltuk bele: küldd el újra, ha erre szántad
service-card-own-view = { $id }. meccs, a saját nézeted: ami csak neked látszik, az is rajta van (a szálban a nyilvános térkép látszik).
service-end-practice = Játssz újra botok ellen, azonnal: `/meccs gyakorlás { $game }` (utána szint is jöhet: easy, medium, hard, extreme).
