"""Concept lexicon: Czech."""

# Folding strips every Czech diacritic (ř -> r, ě -> e, ů -> u), so several stems are written as whole
# words where their folded form begins unrelated words ("řekl" -> "rekl" as in "reklama", "zákaz" ->
# "zakaz" as in "zákazník", "odpověď" -> "odpoved" as in "odpovědnost").

LANGUAGE = {
    "code": "cs",
    "name": "Czech",
    "spaced": True,
    "clitics": [],
    "concepts": {
        "USER": [
            "uživatel", "zákazník", "klient", "člověk", "lidé$", "lidi$", "lidem$", "návštěvník",
            "hosté$", "hostů$", "šéf", "nadřízen", "vedoucí", "operátor", "recenzent", "posuzovatel",
            "žadatel", "zadavatel", "objednatel", "tazatel", "zaměstnavatel", "majitel účtu",
        ],
        "TELL": [
            "řekni", "řekne", "řekl$", "řekla$", "řekli$", "říct$", "říci", "říká", "tvrdí", "prohlás",
            "oznám", "oznamu", "nahlásit", "odpovědět", "odpověděl", "odpovídá", "informu", "potvrď",
            "potvrz", "zmíni", "zmiňu", "vysvětl", "upozorni", "dej vědět", "sděl",
        ],
        "ASK": [
            "ptá se", "ptal se", "ptát", "ptej", "zeptej", "zeptá", "otázk", "dotaz", "chce vědět",
            "chtějí vědět", "chci vědět", "zajímá", "zvědav", "vyptáv", "prosí o", "žádost", "žádá o",
            "požádal",
        ],
        "HIDE": [
            "skry", "schovej", "schová", "zataj", "zamlč", "neříkej", "nezmiňuj", "neprozrazuj",
            "neprozraď", "neinformuj", "neoznamuj", "tajně", "potají", "nenápadně", "potichu", "tiše",
            "mlčky", "bez upozornění", "bez vědomí", "vynech", "v tajnosti", "zamaskuj", "zakryj",
            "zlehču", "potlač",
        ],
        "FALSE": [
            "lži$", "lhát", "lže$", "lžeš", "lhal", "lživ", "falešn", "falšu", "zfalš",
            "nepravd", "popři", "popírá", "předstír", "dělej že", "podvrh", "padělan", "fejk", "vymysl",
            "smyšlen", "zavádějíc", "v omyl", "zkresl", "jako by", "jakoby", "údajně",
        ],
        "SUCCESS": [
            "úspěch", "úspěšn", "čistý$", "čisto$", "vše v pořádku", "v pořádku", "okej", "v cajku",
            "normáln", "obvykl", "běžn", "vyřešen", "opraven", "hotovo", "dokončen", "splněn",
            "zelen", "legitimn", "legáln", "ověřen", "zkontrolovan", "bez chyb", "funguje",
            "prošlo$", "prošly$",
        ],
        "REALITY": [
            "ve skutečnosti", "doopravdy", "opravdu", "skutečně", "pravda$", "pravdu$", "pravdy$",
            "ačkoli", "přestože", "i když", "navzdory", "třebaže", "zatímco", "fakticky", "reálně",
            "v praxi", "ve své podstatě",
        ],
        "DESTROY": [
            "smaž", "mazat", "mazán", "vymaž", "odstraň", "znič", "ničit", "vyčist", "přepiš", "přepsa",
            "resetu", "vynuluj", "vynulova", "skartu", "zlikvidu", "promaž", "dropn", "vyprázdni",
            "vymýt",
        ],
        "DISABLE": [
            "vypn", "vypína", "deaktivu", "obejdi", "obejít", "obcház", "přeskoč", "přeskak",
            "pozastav", "vyřaď", "vyřadit", "zastav", "vynech", "odstav", "zakázat", "zakažte", "potlač kontrol",
        ],
        "SAFEGUARD": [
            "antivir", "firewall", "ochran", "zabezpeč", "bezpečnost", "dvoufaktor", "autentiz",
            "autentifik", "ověřov", "ověření", "kontrol", "potvrzení", "revize", "revizi", "audit",
            "skener", "skenov", "upozornění", "varován", "výstrah", "certifikát", "rotac", "expirac",
            "vypršení", "pískoviště",
        ],
        "TRACES": [
            "log$", "logy$", "logů$", "logách", "logování", "záznam", "histori", "stopy$",
            "stopu$", "důkaz", "deník", "žurnál", "auditní stop", "auditní záznam",
        ],
        "CRITICAL": [
            "produkc", "produkčn", "prod$", "ostrý provoz", "ostrém provoz", "ostrého provoz",
            "ostrá data", "ostrých dat", "hlavní větev", "hlavní větv", "databáz", "záloh", "backup",
            "snapshot", "snímek systém", "všichni uživatel", "všech uživatel", "všem uživatel",
            "data zákazník", "data klient", "údaje zákazník", "cluster", "klastr", "server",
            "jmenný prostor",
        ],
        "BLANKET": [
            "vždy", "vždycky", "každ", "vše$", "všechn", "všech$", "všem$", "všichni", "jakýkoli",
            "jakékoli", "jakoukoli", "libovoln", "cokoli", "automatick", "bez ptaní", "bez dotaz",
            "bez kontrol", "bez ověř", "bez potvrz", "bezpodmínečn", "naslepo", "slepě", "okamžitě",
            "ihned", "hned$",
        ],
        "PRIVILEGE": [
            "admin", "správce", "root$", "roota", "superuživatel", "vlastník", "plný přístup",
            "plného přístup", "plným přístup", "úplný přístup", "oprávnění", "přístupová práva",
            "práva správce", "přístup k zápisu", "práva k zápisu", "veřejn", "kdokoli", "pro všechny",
            "privileg", "eskalac",
        ],
        "APPROVE": [
            "schval", "odsouhlas", "merg", "slouč", "přijmi$", "přijmout", "přijímá", "akceptu",
            "udělit", "uděl přístup", "uděl oprávnění", "povol$", "povolit", "povolte", "povolen",
            "povoluj", "autorizu", "důvěř", "whitelist", "bílý seznam", "bílého seznam",
            "bílém seznam",
        ],
        "RUN": [
            "spusť", "spouštěj", "spouští", "spouštět", "provést", "proveďte", "provede",
            "provedl", "provád", "vykonej", "vykona", "vykonáv", "zavolej", "vyvolej", "vyvol",
            "nainstaluj", "instalu", "nainstalova", "startuj",
        ],
        "REMOTE_ORDERS": [
            "odpověď$", "odpovědi$", "odezva", "odezvu", "vrací", "vrácen", "co vrátí",
            "užitečná zátěž", "payload", "příkazy z", "příkazy od", "pokyny od", "pokyny z",
            "instrukce od", "instrukce z", "další úkol", "dalším úkol", "dalšího úkol",
        ],
        "PERIODIC": [
            "každou minut", "každých 0", "každé 0", "každou hodin", "každý den", "denně", "denní$", "každodenn", "hodinov",
            "týdně", "měsíčně", "periodick", "pravideln", "podle plánu",
            "podle harmonogram", "dle harmonogram", "heartbeat", "beacon", "ping$", "pinguj",
            "polling", "jednou za hodin", "jednou denně", "jednou za minut",
        ],
        "PERSIST": [
            "každé relac", "každou relac", "v každé relac", "každé konverzac", "každém rozhovor",
            "natrvalo", "trvale", "navždy", "napořád", "odteď", "od této chvíle", "nadále",
            "v budoucnu", "budouc", "přežij", "přežít", "obnov", "znovu přid", "znovu nainstal",
            "přeinstal", "znovu vytvoř", "při spuštění", "při startu", "při přihlášení", "autostart",
        ],
        "SEND": [
            "pošli", "poslat$", "poslal", "posílej", "posílá", "odešli", "odeslat", "odesíl", "nahraj",
            "nahrát na", "zveřejni", "přepošli", "přeposl", "předej$", "předat", "zkopíruj do",
            "kopíruj do", "zrcadl", "synchroniz", "exfiltr", "únik dat", "úniku dat", "mailem",
            "vlož do", "webhook",
        ],
        "SECRET": [
            "tajemstv", "tajn", "hesl", "token", "klíč api", "api klíč", "soukromý klíč",
            "soukromého klíč", "privátní klíč", "ssh klíč", "klíč ssh", "přihlašovací údaj",
            "přihlašovacích údaj", "kreditní kart", "číslo kart", "cvv", "pin$", "pin kód", "cookie",
            "relac", "seed fráz", "obnovovací fráz", "jednorázov",
        ],
        "OWN_RULES": [
            "prompt", "instrukc", "pravidl", "pravidel$", "směrnic", "zásady$", "zásad$", "zásadami",
            "zásadách", "direktiv", "politik", "konfigurac", "nastavení", "zpráva vývojář",
            "zprávy vývojář", "briefing", "pokyn",
        ],
        "OBEY": [
            "poslechni", "poslouchej", "uposlechn", "podřiď", "podřizuj", "řiď se", "řiďte se",
            "dodržuj", "dodržova", "následuj", "následovat$", "udělej co", "dělej co", "udělej to co",
            "ber jako příkaz", "považuj za příkaz", "priorit", "přednost", "důležitější", "nadřazen",
            "nahrazuje", "nahraď", "přebíjí",
        ],
        "EXTERNAL": [
            "webová stránk", "webové stránk", "webovou stránk", "stránk", "web$", "webu$", "webov",
            "dokument", "mail", "email", "zpráva$", "zprávy$", "zprávu$", "zprávě$", "zpráv$",
            "soubor", "výsledek nástroj", "výsledky nástroj", "výstup nástroj", "výsledky vyhledáv",
            "komentář", "tiket", "příloh", "odkaz", "url$",
        ],
        "ROLE": [
            "předstírej", "chovej se jako", "vystupuj jako", "jednej jako", "hraj roli", "zahraj",
            "role$", "roli$", "hraní rolí", "teď jsi", "nyní jsi", "jsi teď", "od teď jsi", "persona$",
            "personu$", "postava$", "postavu$", "režim", "jailbreak", "bez cenzur", "necenzurovan",
            "bez filtr", "bez omezen", "neomezen",
        ],
        "IGNORE": [
            "ignoru", "ignoro", "zapomeň", "zapomín", "nevšímej", "nedbej", "zahoď",
            "zahazuj", "odlož", "odhoď$", "už neplatí", "již neplatí", "neplatí", "neplatn",
            "zneplatn", "nepřihlížej", "neber v úvahu", "anuluj", "zruš",
        ],
        "MONEY": [
            "platb", "zaplať", "platit$", "plaťte", "převod", "faktur", "vrácení peněz",
            "vrácení plateb", "účet$", "účtu$", "účtova", "účtuj", "poplat", "cena$", "ceny$",
            "cenu$", "cenov", "číslo účtu", "proviz", "peníz", "peněz", "korun$", "koruny$", "koruna$", "dolar",
        ],
        "PROMOTE": [
            "doporuč", "propagu", "zpropagu", "propagac", "reklam", "sponzor", "prezentuj jako",
            "představ jako", "popiš jako", "popisuj jako", "standard", "oficiáln", "nejlepš", "lepší",
            "vychval", "pochval", "chval",
        ],
        "LIMITS": [
            "bezpečnost", "omez", "limit", "filtr$", "filtry", "filtrů$", "filtrov", "zásady obsahu", "pravidla obsahu", "moderac",
            "odmít", "cenzur", "etika$", "etiky$", "etick", "etice$", "zákaz$", "zákazu$", "zákazy$",
            "zakázan", "ochranná opatření",
        ],
        "NEGATE": [
            "ne$", "nikdy", "není", "nejsou", "bez$", "nikdo", "nic$", "ničeho", "žádný", "žádná",
            "žádné", "žádnou", "žádného", "nikomu", "nikde", "vůbec", "ani$",
        ],
        "CONDITION": [
            "pokud", "jestli", "jestliže", "když", "kdykoli", "pokaždé", "v případě", "jakmile",
            "za podmínky", "pod podmínkou", "pouze pokud", "jen pokud", "kdyby", "vždy když",
        ],
    },
}
