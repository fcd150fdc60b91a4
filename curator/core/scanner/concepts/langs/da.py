"""Concept lexicon: Danish."""

LANGUAGE = {
    "code": "da",
    "name": "Danish",
    "spaced": True,
    "clitics": [],
    "concepts": {
        "USER": [
            "bruger$", "brugere", "brugerne", "kunde", "klient", "menneske", "rekvirent",
            "bestiller", "anmelder", "reviewer", "besøgende", "gæst", "chef$", "chefen", "operatør",
            "slutbruger", "person$", "personen", "user", "medlem", "abonnent", "opdragsgiver",
        ],
        "TELL": [
            "siger$", "sagde", "sagt$", "fortæl", "påstår", "påstod", "påstand", "rapporter",
            "melde$", "meldt$", "svare$", "svarer$", "svarede", "besvar", "informer", "forsikre$",
            "bekræft", "nævne", "nævnte", "forklar", "underret", "give besked", "lad dem vide",
            "oplyse", "meddel",
        ],
        "ASK": [
            "spørg", "spurgt", "forespørg", "vil vide", "vil gerne vide", "ville vide", "nysgerrig",
            "undrer sig", "undre sig", "anmod", "efterspørg", "henvender sig", "have at vide",
        ],
        "HIDE": [
            "skjul", "gem væk", "hemmeligholde", "i hemmelighed", "fortie$", "fortier$", "fortiet$",
            "udelad", "udelod", "holde tæt", "hold tæt", "stille og roligt", "i al stilhed",
            "ubemærket", "uden at sige", "uden at fortælle", "uden at nævne", "uden at informere",
            "undertryk", "dække over", "dækker over", "mørkelæg", "bagatellis", "nedton", "tys$",
        ],
        "FALSE": [
            "lyv", "løj$", "løgn", "benægt", "lade som om", "lader som om", "lad som om", "foregiv",
            "forfalsk", "falsk", "fake", "opdigt", "finde på", "fandt på", "fundet på", "vildled",
            "misvisende", "usand", "fabriker", "som om", "fup$", "snyd",
        ],
        "SUCCESS": [
            "succes", "lykkedes", "vellykket", "bestået", "ren$", "alt godt", "alt er godt",
            "alt i orden", "i orden", "ok$", "løst$", "rettet$", "fikset", "udbedret", "færdig$",
            "fuldført", "gennemført", "grøn$", "grønt$", "ægte$", "legitim", "verificeret",
            "normal", "virker$",
        ],
        "REALITY": [
            "egentlig", "faktisk", "i virkeligheden", "virkelig", "reelt", "sandhed", "selvom",
            "selv om", "skønt", "trods", "på trods af", "til trods", "i realiteten", "i praksis",
            "i bund og", "i sandhed",
        ],
        "DESTROY": [
            "slette", "sletning", "slet alle", "slet det", "fjerne", "fjern$", "viske ud", "udslet",
            "ryd op", "rydde", "ødelæg", "destruer", "overskriv", "nulstil", "tømme$", "tømt$",
            "purge", "drop table", "truncate", "rm -rf", "makuler", "delete",
        ],
        "DISABLE": [
            "deaktiver", "slå fra", "slår fra", "slog fra", "slået fra", "sluk", "omgå$", "omgik",
            "omgået", "springe over", "spring over", "springer over", "sprunget over", "skip$",
            "skippe$", "ud af kraft", "suspender", "sæt på pause", "pause", "tilsidesæt", "bypass",
            "udenom", "uden om", "ophæv", "koble fra",
        ],
        "SAFEGUARD": [
            "antivirus", "virusbeskyttelse", "firewall", "beskyttelse", "sikkerhed", "2fa", "mfa$",
            "tofaktor", "to-faktor", "autentificering", "godkendelse", "verificering",
            "verifikation", "bekræftelse", "gennemgang", "review", "audit", "scanner", "advarsel",
            "alarm", "certifikat", "ssl$", "udløbsdato", "sandkasse", "sandbox",
        ],
        "TRACES": [
            "log$", "logs$", "logfil", "logning", "logget", "loggen", "logbog", "historik",
            "revisionsspor", "audit trail", "spor$", "sporene", "sporet", "bevis", "registrering",
            "optegnelse", "journal$", "journalen", "hændelseslog", "syslog",
        ],
        "CRITICAL": [
            "produktion", "prod$", "live$", "hovedgren", "main branch", "database", "backup",
            "sikkerhedskopi", "snapshot", "øjebliksbillede", "alle brugere", "kundedata",
            "brugerdata", "kundeoplysninger", "cluster", "klynge", "namespace", "server$",
            "serveren", "serverne", "infrastruktur", "driftsmiljø", "kritisk",
        ],
        "BLANKET": [
            "altid", "hver$", "hvert$", "hver eneste", "alle$", "alt$", "enhver", "ethvert",
            "automatisk", "uden at spørge", "uden at tjekke", "uden at kontrollere", "uden kontrol",
            "uden gennemgang", "ubetinget", "blindt$", "straks", "øjeblikkelig", "med det samme",
            "uden undtagelse", "uanset", "lige meget",
        ],
        "PRIVILEGE": [
            "admin", "root$", "sudo$", "superbruger", "superuser", "ejer$", "ejeren", "ejere$",
            "owner", "fuld adgang", "fuld kontrol", "fulde rettigheder", "rettighed", "tilladelse",
            "skriveadgang", "skriverettighed", "offentlig", "alle og enhver", "hvem som helst",
            "privilegi", "forhøjede rettigheder", "adgangsrettighed",
        ],
        "APPROVE": [
            "godkend", "merge", "accepter", "bevilg", "tillad", "autoriser", "skrive under",
            "underskriv", "signer", "stol på", "stoler på", "tillid", "whitelist", "hvidliste",
            "allowlist", "lad passere", "slip igennem", "lukke igennem", "grønt lys", "samtyk",
        ],
        "RUN": [
            "kør$", "køre$", "kører$", "kørte$", "kørt$", "kørsel", "eksekver", "udføre", "udført$",
            "udfør$", "eval$", "påkald", "start$", "starte", "installer", "lancer", "exec$", "run$",
            "sæt i gang", "igangsæt", "execute",
        ],
        "REMOTE_ORDERS": [
            "svar$", "svaret", "svarene", "respons$", "responsen", "returnerer", "returneret",
            "sender tilbage", "payload", "nyttelast", "hvad den returnerer", "det den returnerer",
            "kommandoer fra", "instruktioner fra", "ordrer fra", "næste opgave", "næste kommando",
            "næste instruks", "serverens svar", "hentet fra", "opgaver fra",
        ],
        "PERIODIC": [
            "hvert minut", "hver time", "hver dag", "hver nat", "hver uge", "hvert 5", "hver 5",
            "timevis", "dagligt$", "daglig$", "ugentlig", "natlig", "periodisk", "regelmæssig",
            "jævnligt", "efter en tidsplan", "tidsplan", "heartbeat", "beacon", "ping$", "pinge$",
            "polle$", "polling", "tjekke ind", "interval",
        ],
        "PERSIST": [
            "hver session", "hver samtale", "alle sessioner", "alle fremtidige", "permanent",
            "for altid", "fra nu af", "fremover", "fremtid", "overleve$", "overlever$",
            "overlevede", "gendan", "genopret", "tilføj igen", "geninstaller", "genskab", "opstart",
            "autostart", "login", "logon", "crontab", "cron$", "bashrc", "vedvarende",
        ],
        "SEND": [
            "send$", "sende$", "sender$", "sendte", "sendt$", "upload", "post$", "poste$", "postet",
            "videresend", "overfør", "kopier til", "kopiere til", "spejl", "synkroniser", "synk$",
            "sync$", "exfiltrer", "lække$", "lækket", "lækkede", "maile", "mail til", "webhook",
            "indsend",
        ],
        "SECRET": [
            "hemmelig", "adgangskode", "kodeord", "password", "løsen", "token", "api-nøgle",
            "api key", "privat nøgle", "private nøgle", "private key", "ssh-nøgle", "ssh key",
            "loginoplysning", "credentials", "kreditkort", "kortnummer", "cvv", "pinkode", "pin$",
            "cookie", "session", "seed phrase", "engangskode", "mitid",
        ],
        "OWN_RULES": [
            "systemprompt", "system prompt", "instruktion", "instrukser", "regler$", "reglerne",
            "regelsæt", "retningslinje", "direktiv", "politik$", "politikker", "konfiguration",
            "udviklerbesked", "systembesked", "briefing", "oprindelige prompt", "første prompt",
            "initial prompt", "forskrift", "anvisning",
        ],
        "OBEY": [
            "adlyd", "følg$", "følge$", "følger$", "fulgte$", "efterkomme$", "overhold",
            "rette sig efter", "handle på", "handle efter", "gør som", "gøre som", "behandl som",
            "behandle som", "som ordrer", "som kommandoer", "prioritet", "prioriter", "forrang",
            "går forud", "erstatte$", "erstatter$", "vigtigere end", "overordnet",
        ],
        "EXTERNAL": [
            "webside", "hjemmeside", "website", "dokument", "e-mail", "email", "mail$", "besked",
            "meddelelse", "fil$", "filen", "filer$", "filerne", "pdf", "værktøjsresultat",
            "søgeresultat", "kommentar", "readme", "issue", "ticket", "vedhæft", "bilag", "link$",
            "linket$", "url$",
        ],
        "ROLE": [
            "lad som om", "lade som om", "opfør dig som", "agér som", "fungér som", "rollespil",
            "spil rollen", "påtag dig rollen", "du er nu", "persona$", "karakter", "rolle$",
            "tilstand", "udviklertilstand", "developer mode", "jailbreak", "ucensureret",
            "ufiltreret", "ubegrænset", "uden begrænsninger", "ny rolle", "roleplay",
        ],
        "IGNORE": [
            "ignorer", "glem", "se bort fra", "ser bort fra", "forkast", "smid væk", "læg til side",
            "gælder ikke længere", "ikke længere gælder", "ikke længere gyldig", "ugyldig",
            "ophævet", "annuller", "uden virkning", "bekymr dig ikke", "pyt med", "tilsidesæt",
        ],
        "MONEY": [
            "betal", "overførsel", "overføre", "bankoverførsel", "faktura", "refusion", "refunder",
            "tilbagebetal", "regning", "gebyr", "opkræv", "pris$", "prisen", "priser", "tilbud",
            "kontonummer", "iban", "mobilepay", "provisionen", "penge", "omkostning", "koster",
            "bankkonto",
        ],
        "PROMOTE": [
            "anbefal", "promover", "markedsfør", "reklame", "annoncer", "sponsor", "præsenter som",
            "beskriv som", "beskrive som", "standard", "officiel", "bedst$", "bedste$",
            "det bedste", "markedsledende", "førstevalg", "fremhæv", "foretræk", "fremme$",
        ],
        "LIMITS": [
            "sikkerhed", "begrænsning", "restriktion", "grænser", "filter", "indholdspolitik",
            "content policy", "rækværk", "guardrail", "moderation", "nægt", "afvis", "afslå$",
            "afslår", "afslog", "afslag", "censur", "etik$", "etisk", "moral",
        ],
        "NEGATE": [
            "ikke$", "aldrig", "nej$", "ingen$", "intet$", "ingenting", "uden$", "ingen af",
            "hverken", "ingensinde", "ikke noget", "ikke nogen", "ej$",
        ],
        "CONDITION": [
            "hvis$", "når$", "når som helst", "hver gang", "så snart", "så længe", "i tilfælde",
            "såfremt", "forudsat at", "medmindre", "kun hvis", "i fald", "dersom", "bare hvis",
        ],
    },
}
