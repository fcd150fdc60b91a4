"""Concept lexicon: Norwegian Bokmål."""

LANGUAGE = {
    "code": "no",
    "name": "Norwegian Bokmål",
    "spaced": True,
    "clitics": [],
    "concepts": {
        "USER": [
            "bruker$", "brukere", "brukerne", "kunde", "klient", "menneske", "oppdragsgiver",
            "bestiller", "anmelder", "reviewer", "besøkende", "gjest", "sjef$", "sjefen",
            "operatør", "sluttbruker", "person$", "personen", "user", "medlem", "abonnent",
        ],
        "TELL": [
            "sier$", "sa til", "sagt$", "fortell", "fortalt", "påstår", "påsto$", "påstod$",
            "påstand", "rapporter", "melde$", "svare$", "svarer$", "svarte på", "besvar",
            "informer", "forsikre$", "bekreft", "nevne", "nevnte", "forklar", "gi beskjed",
            "la dem vite", "opplyse",
        ],
        "ASK": [
            "spør", "spurte", "spurt$", "forespør", "vil vite", "vil gjerne vite", "ville vite",
            "nysgjerrig", "lurer på", "undrer seg", "anmod", "etterspør", "be om", "ber om",
            "henvender seg",
        ],
        "HIDE": [
            "skjul", "gjemme", "gjemt$", "hemmeligholde", "i hemmelighet", "fortie", "utelat",
            "utelot", "holde tett", "hold tett", "i det stille", "stille og rolig", "ubemerket",
            "uten å si", "uten å fortelle", "uten å nevne", "uten å informere", "undertrykk",
            "dekke over", "dekker over", "mørklegg", "bagatellis", "tone ned", "tys$",
        ],
        "FALSE": [
            "lyv", "lyge", "løy$", "løgn", "benekt", "late som", "later som", "lat som", "foregi",
            "forfalsk", "falsk", "fake", "oppdikt", "finne på", "fant på", "funnet på", "villed",
            "misvisende", "usann", "fabriker", "som om", "juks",
        ],
        "SUCCESS": [
            "suksess", "lyktes", "vellykket", "bestått$", "ren$", "alt bra", "alt er bra",
            "alt i orden", "i orden", "ok$", "okei$", "løst$", "rettet$", "fikset", "utbedret",
            "ferdig$", "fullført", "gjennomført", "grønn$", "grønt$", "ekte$", "legitim", "normal",
            "fungerer",
        ],
        "REALITY": [
            "egentlig", "faktisk", "i virkeligheten", "virkelig", "reelt", "sannhet", "selv om",
            "selvom", "skjønt", "tross$", "til tross", "på tross av", "i realiteten", "i praksis",
            "i bunn og", "i sannhet",
        ],
        "DESTROY": [
            "slette", "sletting", "slett alle", "slett det", "fjerne", "fjern$", "visk ut",
            "utslette", "rydd opp", "ødelegg", "destruer", "overskriv", "tilbakestill", "nullstill",
            "tømme$", "tømt$", "purge", "drop table", "truncate", "rm -rf", "makuler", "delete",
            "wipe",
        ],
        "DISABLE": [
            "deaktiver", "slå av", "slår av", "slo av", "slått av", "skru av", "skrur av",
            "skrudd av", "omgå$", "omgikk", "omgått", "gå utenom", "hopp over", "hoppe over",
            "hopper over", "hoppet over", "skip$", "suspender", "sett på pause", "overstyr",
            "bypass", "utenom", "koble ut",
        ],
        "SAFEGUARD": [
            "antivirus", "virusbeskyttelse", "brannmur", "firewall", "beskyttelse", "sikkerhet",
            "2fa", "mfa$", "tofaktor", "autentisering", "verifisering", "verifikasjon",
            "bekreftelse", "gjennomgang", "review", "revisjon", "audit", "skanner", "scanner",
            "advarsel", "varsel", "alarm", "sertifikat", "ssl$", "sandkasse",
        ],
        "TRACES": [
            "logg$", "loggen", "logger$", "loggfil", "logging", "logget", "logs$", "log$",
            "historikk", "revisjonsspor", "audit trail", "spor$", "sporene", "sporet", "bevis$",
            "beviset", "bevisene", "registrering", "journal$", "journalen", "hendelseslogg",
            "syslog",
        ],
        "CRITICAL": [
            "produksjon", "prod$", "live$", "hovedgren", "main branch", "database", "backup",
            "sikkerhetskopi", "snapshot", "øyeblikksbilde", "alle brukere", "kundedata",
            "brukerdata", "kundeopplysninger", "cluster", "klynge", "namespace", "server$",
            "serveren", "serverne", "infrastruktur", "driftsmiljø", "kritisk",
        ],
        "BLANKET": [
            "alltid", "hver$", "hvert$", "hver eneste", "alle$", "alt$", "enhver", "ethvert",
            "automatisk", "uten å spørre", "uten å sjekke", "uten å kontrollere", "uten kontroll",
            "uten gjennomgang", "ubetinget", "blindt$", "straks", "umiddelbart", "med en gang",
            "uten unntak", "uansett", "samme hva",
        ],
        "PRIVILEGE": [
            "admin", "root$", "sudo$", "superbruker", "superuser", "eier$", "eiere$", "owner",
            "full tilgang", "full kontroll", "fulle rettigheter", "rettighet", "tillatelse",
            "skrivetilgang", "skriverettighet", "offentlig", "hvem som helst", "alle og enhver",
            "privilegi", "forhøyede rettigheter", "tilgangsrettighet",
        ],
        "APPROVE": [
            "godkjenn", "godkjent", "merge", "aksepter", "innvilg", "tillat", "autoriser",
            "skrive under", "signer", "stol på", "stoler på", "tillit", "whitelist", "hviteliste",
            "allowlist", "slipp gjennom", "slippe gjennom", "grønt lys", "samtykk",
        ],
        "RUN": [
            "kjør$", "kjøre$", "kjører$", "kjørte$", "kjørt$", "kjøring", "eksekver", "utføre",
            "utført$", "utfør$", "eval$", "påkall", "start$", "starte", "installer", "lanser",
            "exec$", "run$", "sett i gang", "igangsett", "execute",
        ],
        "REMOTE_ORDERS": [
            "svar$", "svaret", "svarene", "respons$", "responsen", "returnerer", "returnert",
            "sender tilbake", "payload", "nyttelast", "hva den returnerer", "det den returnerer",
            "kommandoer fra", "instruksjoner fra", "ordrer fra", "neste oppgave", "neste kommando",
            "neste instruks", "serverens svar", "hentet fra", "oppgaver fra",
        ],
        "PERIODIC": [
            "hvert minutt", "hver time", "hver dag", "hver natt", "hver uke", "hvert 5", "timevis",
            "daglig$", "daglige$", "ukentlig", "nattlig", "periodisk", "regelmessig", "jevnlig",
            "etter en tidsplan", "tidsplan", "heartbeat", "beacon", "ping$", "pinge$", "polle$",
            "polling", "sjekke inn", "intervall", "cron$",
        ],
        "PERSIST": [
            "hver økt", "hver sesjon", "hver samtale", "alle økter", "alle fremtidige", "permanent",
            "for alltid", "fra nå av", "heretter", "fremover", "fremtid", "overleve$", "overlever$",
            "overlevde", "gjenopprett", "legg til igjen", "reinstaller", "installere på nytt",
            "gjenskap", "oppstart", "autostart", "innlogging", "login", "crontab", "bashrc",
        ],
        "SEND": [
            "send$", "sende$", "sender$", "sendte", "sendt$", "last opp", "laster opp",
            "lastet opp", "opplasting", "upload", "post$", "poste$", "postet", "videresend",
            "overfør", "kopier til", "speil", "synkroniser", "synk$", "sync$", "eksfiltrer",
            "lekke$", "lekket", "webhook", "lim inn",
        ],
        "SECRET": [
            "hemmelig", "passord", "passphrase", "token", "api-nøkkel", "api key", "privat nøkkel",
            "private nøkkel", "private key", "ssh-nøkkel", "ssh key", "påloggingsinformasjon",
            "innloggingsdetaljer", "credentials", "kredittkort", "kortnummer", "cvv", "pinkode",
            "pin$", "cookie", "session", "seed phrase", "engangskode", "bankid",
        ],
        "OWN_RULES": [
            "systemprompt", "system prompt", "instruksjon", "instrukser", "regler$", "reglene",
            "regelverk", "retningslinje", "direktiv", "policy", "konfigurasjon", "utviklermelding",
            "systemmelding", "briefing", "opprinnelige prompt", "første prompt", "initial prompt",
            "forskrift", "føringer",
        ],
        "OBEY": [
            "adlyd", "følg$", "følge$", "følger$", "fulgte$", "etterkomme$", "overhold",
            "rette seg etter", "handle på", "handle etter", "gjør som", "gjøre som", "behandle som",
            "behandl som", "som ordrer", "som kommandoer", "prioritet", "prioriter", "forrang",
            "går foran", "erstatte$", "erstatter$", "viktigere enn", "overordnet",
        ],
        "EXTERNAL": [
            "nettside", "nettsted", "hjemmeside", "website", "dokument", "e-post", "mail$",
            "melding", "fil$", "filen", "filer$", "pdf", "verktøyresultat", "søkeresultat",
            "kommentar", "readme", "issue", "ticket", "vedlegg", "lenke$", "lenker$", "lenken$",
            "lenkene", "link$", "url$",
        ],
        "ROLE": [
            "lat som", "late som", "oppfør deg som", "agér som", "fungér som", "rollespill",
            "spill rollen", "ta rollen", "du er nå", "persona$", "karakter", "rolle$", "modus",
            "utviklermodus", "developer mode", "jailbreak", "usensurert", "ufiltrert", "ubegrenset",
            "uten begrensninger", "ny rolle", "roleplay",
        ],
        "IGNORE": [
            "ignorer", "glem", "se bort fra", "ser bort fra", "overse$", "overser$", "forkast",
            "kast bort", "legg til side", "gjelder ikke lenger", "ikke lenger gjelder",
            "ikke lenger gyldig", "ugyldig", "opphevet", "annuller", "uten virkning",
            "bry deg ikke", "blås i",
        ],
        "MONEY": [
            "betal", "overføring", "overføre", "bankoverføring", "faktura", "refusjon", "refunder",
            "tilbakebetal", "regning", "gebyr", "belaste$", "pris$", "prisen", "priser", "tilbud",
            "kontonummer", "iban", "vipps", "provisjon", "penger", "kostnad", "koster", "bankkonto",
        ],
        "PROMOTE": [
            "anbefal", "promoter", "markedsfør", "reklame", "annonser", "sponsor", "presenter som",
            "beskriv som", "beskrive som", "standard", "offisiell", "best$", "beste$", "det beste",
            "markedsledende", "førstevalg", "fremhev", "foretrekk", "fremme$",
        ],
        "LIMITS": [
            "sikkerhet", "begrensning", "restriksjon", "grenser", "filter", "innholdspolicy",
            "content policy", "rekkverk", "guardrail", "moderering", "nekte", "avvis", "avslå$",
            "avslår", "avslo$", "avslag", "sensur", "etikk", "etisk", "moral", "sperre",
        ],
        "NEGATE": [
            "ikke$", "aldri", "ingen$", "intet$", "ingenting", "uten$", "ingen av", "verken$",
            "ingensteds", "ikke noe", "ikke noen",
        ],
        "CONDITION": [
            "hvis$", "om du", "om det", "om noen", "om ikke", "om brukeren", "når$",
            "når som helst", "hver gang", "så snart", "så lenge", "i tilfelle", "dersom",
            "forutsatt at", "med mindre", "kun hvis", "bare hvis", "idet$",
        ],
    },
}
