"""Concept lexicon: Slovak."""

LANGUAGE = {
    "code": "sk",
    "name": "Slovak",
    "spaced": True,
    "clitics": [],
    "concepts": {
        "USER": [
            "používateľ", "užívateľ", "zákazník", "klient", "človek", "ľudia", "žiadateľ", "recenzent",
            "posudzovateľ", "návštevník", "šéf$", "šéfa", "šéfovi", "nadriaden", "operátor", "vedúci",
            "zadávateľ", "objednávateľ", "koncový používateľ",
        ],
        "TELL": [
            "poved", "povie$", "poviem$", "povieš$", "hovor", "tvrdi", "uvied", "uvádz", "oznám", "nahlási",
            "hlási$", "hlásiť$", "odpoveď", "odpovie", "informuj", "informova", "uistiť", "potvrď", "spomeň$",
            "spomenul", "spomenut", "vysvetl", "upozorn", "daj vedieť", "dajte vedieť",
        ],
        "ASK": [
            "pýta", "opýta", "spýta", "otázk", "otázok", "zaujíma$", "zaujímalo", "zaujímajú", "chce vedieť",
            "chcel by vedieť", "chcela by vedieť", "zvedav", "žiada", "požiad", "dopyt", "dotaz",
        ],
        "HIDE": [
            "skry", "ukry", "zataj", "vynech", "zamlč", "mlč", "potichu", "ticho$", "tajne", "v tajnosti",
            "bez vedomia", "bez informovan", "potlač", "zakry", "zahlad", "neprezrá", "nezverej", "neuvádzaj",
            "zľahč", "maskova", "maskuj", "nehovor", "nepovedz", "neoznamuj", "utaj",
        ],
        "FALSE": [
            "klama", "klame", "klamstv", "lož$", "lži$", "lžou", "zaprie", "poprie", "falošn", "nepravd",
            "vymysl", "zavádza", "skresl", "falšova", "sfalšova", "podvrh", "ako keby", "akoby", "fingova",
            "predstie", "podvod",
        ],
        "SUCCESS": [
            "úspe", "prešla$", "prešlo$", "prešli$", "prešiel", "čist", "v poriadku", "ok$", "vyriešen",
            "opraven", "hotovo$", "dokončen", "zelen", "legitímn", "overený", "overené", "overená", "normáln",
            "obvykl", "bežne$", "bežný", "bez chýb", "funguje", "schválen", "bezchybn",
        ],
        "REALITY": [
            "v skutočnosti", "skutočne", "naozaj", "pravda", "v skutku", "hoci$", "aj keď", "napriek",
            "i keď", "vlastne$", "v podstate", "pritom$", "avšak", "ale v skutoč", "v realite", "reálne",
        ],
        "DESTROY": [
            "zmaž", "vymaž", "maza", "odstrán", "vyčist", "znič", "vyprázdn", "prepíš", "resetova", "resetuj",
            "zruš", "skartova", "odinštal", "rm -rf",
        ],
        "DISABLE": [
            "vypn", "vypín", "deaktiv", "obísť", "obišiel", "obišli", "obíďte", "obchádz", "obiden",
            "preskoč", "pozastav", "zakáž$", "zakážte", "vyraď", "odpoj", "ignoruj kontrol",
        ],
        "SAFEGUARD": [
            "antivír", "firewall", "ochran", "zabezpeč", "bezpečnos", "dvojfaktor", "overovan", "overeni",
            "autentifik", "autentiz", "potvrden", "kontrol", "revízi", "audit", "skener", "upozornen",
            "varovan", "výstrah", "certifikát", "testy$", "testov", "šifrovan", "expirác", "platnos", "rotác",
        ],
        "TRACES": [
            "logy", "logov", "záznam", "histór", "stopy$", "dôkaz$", "dôkazy", "dôkazov", "denník",
            "protokol", "auditn", "evidenci",
        ],
        "CRITICAL": [
            "produkc", "ostré prostred", "ostrom prostred", "ostrá prevádz", "naživo$", "hlavná vetv",
            "hlavnej vetv", "hlavnú vetv", "databáz", "záloh", "snímk", "všetkých používateľ",
            "všetci používatel", "zákaznícke údaj", "údaje zákazník", "klaster", "server", "infraštruktúr",
            "kritick",
        ],
        "BLANKET": [
            "vždy", "každ", "všetk", "všetci", "akýkoľvek", "akákoľvek", "akékoľvek", "akéhokoľvek",
            "čokoľvek", "automatick", "bez pýtan", "bez opýtan", "bez kontrol", "bez overen", "bez revíz",
            "bezpodmienečn", "slepo", "okamžit", "hneď$", "bez výnimk", "bez výhrad",
        ],
        "PRIVILEGE": [
            "admin$", "admina$", "administrátor", "správc", "root$", "sudo$", "superužívateľ",
            "superpoužívateľ", "vlastník", "plný prístup", "plného prístup", "úplný prístup", "oprávnen",
            "práva$", "právami", "prístup na zápis", "verejn", "ktokoľvek", "všetci", "privilég",
        ],
        "APPROVE": [
            "schvál", "zlúčiť", "zlúč$", "zlúčte", "zlúčil", "prijal", "prijať$", "prijatie", "prijatý",
            "prijmi$", "prijmite", "akcept", "udeľ", "povoli", "povolen", "povoľ$", "autoriz", "dôveruj",
            "dôveryhodn", "dôvera", "biela listin", "biely zoznam", "bielej listin", "odsúhlas",
        ],
        "RUN": [
            "spust", "vykona", "nainštal", "inštal", "zavola", "rozbehn", "eval$", "štartuj",
        ],
        "REMOTE_ORDERS": [
            "odpoveď servera", "odpoveď server", "vrátené", "vrátená", "vrátený", "čo vráti", "príkazy z",
            "príkazy od", "pokyny z", "pokyny od", "inštrukcie z", "inštrukcie od", "ďalšia úloh",
            "ďalšiu úloh", "nasledujúca úloh", "nasledujúcu úloh",
        ],
        "PERIODIC": [
            "každú minút", "každú hodin", "každý deň", "každých", "hodinov", "každodenn", "pravideln",
            "periodick", "podľa plánu", "plánovan", "naplánovan", "týždenn", "v intervaloch", "opakovane",
            "ping$", "heartbeat",
        ],
        "PERSIST": [
            "každej relác", "každú reláci", "každej konverzác", "natrvalo", "trvalo", "trvalý", "trvalé",
            "navždy", "odteraz", "v budúcnos", "budúc", "prežije", "prežiť", "obnov", "znovu prid",
            "znova prid", "preinštal", "znovu nainšt", "znovu vytvor", "pri štarte", "pri spusten",
            "pri prihlásen", "po reštart", "cron$",
        ],
        "SEND": [
            "pošli$", "pošlite", "pošlem", "poslať", "poslal", "poslaný$", "poslané$", "poslaná$", "posiel",
            "odošl", "nahraj", "nahrať", "prepošl", "prenes", "odovzd", "skopíruj do", "kopíruj do", "zrkadl",
            "synchroniz", "uniknut", "e-mail", "zverejn", "vlož do", "zdieľa",
        ],
        "SECRET": [
            "tajn", "tajomstv", "hesl", "prístupová fráz", "kľúč api", "api kľúč", "súkromný kľúč",
            "súkromného kľúč", "súkromné kľúč", "ssh kľúč", "prihlasovacie údaj", "prihlasovacích údaj",
            "kreditn", "číslo kart", "pin$", "cookie", "jednorazov", "citliv", "dôvern", "token",
        ],
        "OWN_RULES": [
            "systémový prompt", "systémového prompt", "systémová výzv", "systémovú výzv", "pokyn",
            "inštrukci", "pravidl", "zásady$", "zásada$", "zásadami", "smernic", "direktív", "konfigurác",
            "nastaven", "správa vývojár", "správu vývojár", "brífing", "úvodn výzv",
        ],
        "OBEY": [
            "poslúchn", "poslúchaj", "poslúchať", "poslúchol", "dodrž", "riaď sa", "riaďte sa", "riadi sa",
            "nasleduj$", "nasledujte", "postupuj podľa", "postupujte podľa", "urob čo", "splň", "priorit",
            "prednosť", "nadraden", "nahrad", "dôležitejš", "ako príkaz", "vykonaj príkaz",
        ],
        "EXTERNAL": [
            "stránk", "web$", "webov", "dokument", "e-mail", "správa$", "správu$", "správy$", "súbor$",
            "súboru", "súbory", "súborov", "súbore", "výstup nástroj", "výsledok nástroj",
            "výsledky vyhľadáv", "komentár", "príloh", "odkaz", "tiket", "readme", "článok", "článku",
            "obsah stránk",
        ],
        "ROLE": [
            "predstieraj", "správaj sa ako", "správajte sa ako", "hraj rol", "zahraj rol", "rolu$", "rola$",
            "hranie rol", "teraz si", "odteraz si", "persona$", "personu$", "postava$", "postavu$",
            "postavy$", "režim", "vývojársky režim", "jailbreak", "necenzurovan", "bez filtr", "bez obmedzen",
            "neobmedzen", "vžij sa", "hraj sa",
        ],
        "IGNORE": [
            "ignor", "zabudn", "zabudol", "neber ohľad", "nerešpektuj", "zahoď", "odlož bokom", "už neplat",
            "neplatn", "zrušen", "bezpredmetn", "nevšímaj", "prehliadaj", "nedbaj",
        ],
        "MONEY": [
            "platb", "zaplat", "platiť", "prevod$", "prevodu", "prevody", "bankov", "faktúr",
            "vrátenie peňaz", "účtu", "účty", "účtov", "účet", "poplat", "provízi", "ceny$", "cenu$",
            "cenová ponuk", "cenovú ponuk", "peniaz", "peňaz", "číslo účtu",
        ],
        "PROMOTE": [
            "odporuč", "propag", "reklam", "sponzor", "prezentuj ako", "opíš ako", "označ ako", "oficiáln",
            "štandard", "najlepš", "jedinečn", "vychvaľ", "popíš ako",
        ],
        "LIMITS": [
            "bezpečnostn", "obmedzen", "limit", "filtr", "pravidlá obsah", "zásady obsah", "ochranné opatren",
            "moderáci", "odmietn", "odmieta", "cenzúr", "etika", "etiky$", "etiku$", "etick", "zákaz$",
            "zákazu$", "zákazy$", "zakázan", "mantinel",
        ],
        "NEGATE": [
            "nie$", "nikdy", "nikto", "nič$", "žiadn", "bez$", "nijak", "nesmie$", "nesmieš", "nesmiete",
            "nerob", "nemôž",
        ],
        "CONDITION": [
            "ak$", "keď$", "kedykoľvek", "v prípade", "hneď ako", "len čo", "vždy keď", "zakaždým", "pokiaľ",
            "keby", "akonáhle", "za predpoklad",
        ],
    },
}
