"""Concept lexicon: Finnish."""

LANGUAGE = {
    "code": "fi",
    "name": "Finnish",
    "spaced": True,
    "clitics": [],
    "concepts": {
        "USER": [
            "käyttäjä", "käyttäji", "asiakas", "asiakkaa", "asiakkai", "ihmine", "ihmise", "ihmisi",
            "pyytäjä", "tilaaja", "arvioija", "tarkastaja", "vierailija", "kävijä", "vieras$", "vieraan",
            "pomo$", "pomon", "pomolle", "esimie", "operaattori", "loppukäyttäjä", "toimeksiantaja",
        ],
        "TELL": [
            "kerro$", "kerroit", "kerrot", "kerrokaa", "kertoa", "kertoi", "kertoo", "kertomaan", "sano$",
            "sanoi", "sanoo", "sanoa", "sanokaa", "väittä", "väitti", "väite", "ilmoit", "raportoi",
            "vastasi", "vastaa$", "vahvist", "mainits", "selit",
        ],
        "ASK": [
            "kysy", "tiedustel", "haluaa tietää", "halusi tietää", "haluan tietää", "utelias", "uteliai",
            "pyytä", "pyysi", "pyydä", "pyydet", "pyyntö", "ihmettel",
        ],
        "HIDE": [
            "piilot", "piiloo", "piilossa", "salaa$", "salasi$", "salattu", "salaten", "peittä", "peitel",
            "peittel", "jätä pois", "mainitsematta", "vaiken", "vaieta", "vaiti", "hiljaa", "hiljaises",
            "huomaamatt", "kertomatta", "ilmoittamatta", "tukahdut", "vähättel", "naamioi", "älä paljasta",
            "salassa",
        ],
        "FALSE": [
            "valehtel", "valhe", "kiistä", "teeskentel", "feikki", "väärenn", "virheellis", "epätosi",
            "epätot", "keksitty", "sepit", "harhaanjoht", "vääristel", "ikään kuin", "tekaist",
            "paikkansapitämät",
        ],
        "SUCCESS": [
            "onnistu", "menesty", "läpäis", "meni läpi", "puhdas", "puhtaa", "kaikki hyvin", "kunnossa",
            "ok$", "ratkaistu", "korjattu", "valmis$", "valmiina", "valmiit", "suoritettu", "vihreä", "aito$",
            "aitoa", "laillin", "todennet", "vahvistet", "normaal", "tavallin", "toimii",
        ],
        "REALITY": [
            "itse asiassa", "todellisuude", "todella", "oikeasti", "totuu", "tosiasia", "vaikka",
            "huolimatta", "kuitenkin", "todellin", "tosin$", "oikeastaan",
        ],
        "DESTROY": [
            "poista", "poistet", "poisti$", "poistin$", "poistivat", "poisto$", "poistot", "pyyhi", "pyyhki",
            "tuhoa", "tuhot", "tuhon", "tuhos", "tyhjen", "ylikirjoit", "nollaa", "nollata", "nollattu",
            "resetoi", "hävittää", "hävitetty", "hävitti", "silppu", "siivoa", "rm -rf",
        ],
        "DISABLE": [
            "poista käytöstä", "kytke pois", "sammut", "ohit", "kiertää$", "kiertämäll", "deaktivo",
            "keskeyt", "jätä väliin", "pois päält", "laita pois", "estä tarkist",
        ],
        "SAFEGUARD": [
            "virustorj", "palomuur", "suoja", "tietoturv", "turva", "kaksivaih", "tunnistau", "todennus",
            "todennuk", "varmenn", "vahvistus$", "vahvistuksen", "tarkist", "katselmo", "auditoin",
            "tarkastu", "skanner", "hälyty", "varoit", "sertifikaa", "testi", "hiekkalaatik", "salaus",
            "salauk", "vanhenem",
        ],
        "TRACES": [
            "loki", "histori", "jälkiä", "jäljet", "jäljen", "jälki$", "todiste", "tietue", "kirjaus",
            "kirjauks", "merkinn", "päiväkirj",
        ],
        "CRITICAL": [
            "tuotan", "päähaara", "tietokan", "varmuuskop", "tilannekuv", "kaikki käyttäj",
            "kaikkien käyttäj", "kaikille käyttäj", "asiakastied", "asiakasdat", "klusteri", "palvelin",
            "palvelim", "kriittis", "infrastruktuur", "nimiavaruu",
        ],
        "BLANKET": [
            "aina$", "jokai", "kaikk", "tahansa", "automaattis", "kysymättä", "tarkistamatta",
            "ilman tarkist", "ilman lupaa", "ehdoitta", "ehdottomas", "sokeasti", "välittömäs", "heti$",
            "poikkeuksett", "mitään kysymättä",
        ],
        "PRIVILEGE": [
            "ylläpitäj", "järjestelmänvalvoj", "pääkäyttäj", "root$", "sudo$", "admin$", "omistaj",
            "täydet oikeud", "oikeudet$", "oikeuks", "käyttöoikeu", "kirjoitusoikeu", "julkin",
            "kuka tahansa", "kaikille avoin", "etuoikeu", "täysi pääsy",
        ],
        "APPROVE": [
            "hyväksy", "yhdistä", "myönnä", "myöntä", "myönsi", "salli", "valtuut", "luota", "luott",
            "valkoinen list", "valkoiselle list", "kuittaa", "kuittas", "anna lupa", "antaa luvan",
        ],
        "RUN": [
            "suorit", "ajaa$", "ajetaan", "ajettu", "ajoi$", "käynnist", "asenna", "asennus", "asennuk",
            "asensi", "asennettu", "asennetaan", "kutsu funktio", "kutsuu funktio", "kutsu api", "eval$",
            "aja komen", "aja skript",
        ],
        "REMOTE_ORDERS": [
            "palvelimen vastau", "palauttama", "palauttaa$", "palautettu", "saadut ohjeet", "saadut komennot",
            "seuraava tehtäv", "seuraavan tehtäv", "hyötykuorm", "vastaanotet", "lähettämät", "komennot$",
            "vastauksen mukaan",
        ],
        "PERIODIC": [
            "joka minuut", "minuutin välein", "välein", "tunneittain", "joka tunt", "päivittäin",
            "joka päivä", "säännöllis", "ajoitet", "ajastet", "ajasti", "aikataulu", "jaksottai",
            "määräajoin", "viikoittain", "syke", "ping$", "toistuv",
        ],
        "PERSIST": [
            "joka istun", "jokaisessa istun", "joka keskustel", "jokaisessa keskustel", "pysyv", "ikuis",
            "tästä lähtien", "tästä eteenpäin", "jatkossa", "tulevaisuu", "tulevi", "säily", "palauta",
            "palauttaa", "palautus", "palautetaan", "lisää uudelleen", "asenna uudelleen", "luo uudelleen",
            "käynnistyks", "kirjautu", "cron$", "crontab", "bashrc",
        ],
        "SEND": [
            "lähet", "lataa palvelim", "siirrä", "siirtää", "siirsi", "siirret", "siirto$", "siirron",
            "siirtoa$", "kopioi", "synkro", "vuodon", "vuodot", "vuotan", "vuotaa$", "sähköpost", "webhook",
            "liitä$", "julkais", "välitä eteen",
        ],
        "SECRET": [
            "salain", "salaisuu", "salaise", "salaista", "salasan", "tunnuslaus", "avain$", "avaimen",
            "avaimet", "avaimia", "api avain", "yksityinen avain", "tunnistetie", "kirjautumistie",
            "luottokort", "kortin numer", "korttinumer", "pin$", "pin-koodi", "eväste", "kertakäyt",
            "siemenlaus", "arkaluont", "luottamuksel", "tunnukset",
        ],
        "OWN_RULES": [
            "järjestelmäkehot", "kehote$", "kehottee", "ohjeet", "ohjeit", "ohjeid", "ohjeis", "ohjeen",
            "ohjett", "sääntö", "säännöt", "säännön", "säännöi", "linjau", "periaatteet", "periaatteita",
            "periaatteid", "käytäntö", "käytännöt", "määritys", "määrityk", "asetuks", "kehittäjän viest",
            "alkuperäinen kehote", "direktiiv",
        ],
        "OBEY": [
            "totel", "noudat", "seuraa$", "seuraat", "seuratkaa", "toimi ohjeid", "toteut", "tee mitä",
            "käskyinä", "käskynä", "etusij", "prioriteet", "ensisijai", "korvattu", "korvataan", "korvaamaan",
            "tärkeämp", "menee edelle", "menevät edelle", "alistu",
        ],
        "EXTERNAL": [
            "verkkosiv", "sivusto", "sivu$", "sivun", "sivul", "sivut", "sivua", "sivuj", "dokument",
            "asiakirj", "sähköpost", "viesti", "vieste", "tiedost", "työkalun tulo", "hakutulo", "komment",
            "liite", "liittee", "linkk", "tikett", "tukipyyn", "artikkel",
        ],
        "ROLE": [
            "teeskent", "esitä olevas", "kuvittele olevas", "olevasi", "olet nyt", "nyt olet", "rooli",
            "hahmo", "persoona", "kehittäjätil", "jailbreak", "sensuroimat", "suodattamat", "rajoittamat",
            "rajoituksett", "toimi kuin", "käyttäydy kuin", "esiinny",
        ],
        "IGNORE": [
            "jätä huomiott", "huomiott", "älä välitä", "unohd", "sivuut", "hylkää", "hylät", "ei enää päde",
            "mitätö", "pätemätö", "kumoa", "kumot", "ei enää voimassa",
        ],
        "MONEY": [
            "maksu$", "maksut", "maksun", "maksua", "maksa", "maksett", "maksoi", "tilisiir", "siirto$",
            "siirron", "laskun", "laskut", "hyvity", "veloit", "hinta", "hinnat", "hinnan", "tarjou", "tili$",
            "tilin", "tilille", "palkkio", "raha$", "rahaa", "rahan$",
        ],
        "PROMOTE": [
            "suosit", "mainos", "markkino", "edist", "sponsor", "esittele", "virallin", "paras$", "parasta",
            "parha", "standardi", "johtav", "ylist", "kehu",
        ],
        "LIMITS": [
            "turvarajoitu", "rajoit", "suodat", "sisältökäytän", "moderoin", "kieltäy", "hylkä", "sensuur",
            "etiik", "eettis", "turvamekanism", "rajat$", "rajoja", "kiellet",
        ],
        "NEGATE": [
            "ei$", "älä$", "emme$", "ette$", "eivät", "koskaan", "ilman$", "kukaan", "mitään", "mikään",
            "eikä$", "äläkä$", "ei kukaan",
        ],
        "CONDITION": [
            "aina kun", "mikäli", "siinä tapaukses", "heti kun", "kunhan", "joka kerta", "edellyttäen",
            "jos käyttäjä", "sitten kun", "jos joku", "jos ei$", "jos et$", "jos olet", "jos haluat",
            "jos tarvit", "jos kysy", "jos pyyd", "jos löyd", "jos sinu", "kun käyttäjä", "kun joku",
            "kun saat", "kun olet", "kun tämä", "kun se$",
        ],
    },
}
