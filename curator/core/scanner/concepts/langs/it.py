"""Concept lexicon: Italian."""

LANGUAGE = {
    "code": "it",
    "name": "Italian",
    "spaced": True,
    "clitics": [],
    "concepts": {
        "USER": [
            "utente", "utenti", "cliente", "clienti", "umano$", "umani$", "umana$", "richiedente", "revisore",
            "revisori", "visitatore", "visitatori", "visitatrice", "ospite", "ospiti", "capo$", "capi$",
            "operatore", "operatori", "operatrice", "interlocutore", "iscritto", "iscritti", "committente",
        ],
        "TELL": [
            "dire$", "digli", "dille", "dite$", "dica$", "dice$", "dicono", "detto$", "disse$", "racconta",
            "afferm", "dichiar", "riferisc", "rispond", "informare", "informa$", "informalo", "conferm",
            "menzion", "spiega", "notific", "avvisa", "fagli sapere", "far sapere", "comunica",
        ],
        "ASK": [
            "chied", "chiesto", "domanda", "domande", "vuole sapere", "vogliono sapere", "vorrebbe sapere",
            "curioso", "curiosa", "curiosità", "richiesta", "richieste", "interroga", "si chiede",
            "informarsi",
        ],
        "HIDE": [
            "nascond", "nascost", "occult", "ometti", "omettere", "omesso", "omessa", "omission", "tacere",
            "taci$", "taccia", "in segreto", "segretamente", "di nascosto", "in silenzio", "silenziosamente",
            "senza dire", "senza avvisare", "senza informare", "senza menzionare", "insabbi", "minimizzare",
            "mascherare", "non rivelare", "non divulgare",
        ],
        "FALSE": [
            "mentire", "menti$", "mentito", "mentono", "bugia", "bugie", "negare", "nega$", "neghi",
            "fingere", "fingi", "finge$", "fals", "inventare", "inventa$", "inventato", "inventata", "ingann",
            "fuorvi", "fare finta", "fai finta", "come se", "fittizi", "fasull", "contraffatt",
        ],
        "SUCCESS": [
            "successo$", "riuscit", "superato", "superati", "pulito", "tutto bene", "tutto ok",
            "tutto a posto", "ok$", "risolto", "risolta", "sistemato", "completato", "completata",
            "terminato", "verde$", "genuino", "legittim", "verificato", "normale$", "consueto", "abituale",
            "senza errori", "buon fine",
        ],
        "REALITY": [
            "in realtà", "realmente", "davvero", "in effetti", "di fatto", "verità", "anche se", "sebbene",
            "benché", "nonostante", "malgrado", "tuttavia", "eppure", "a dire il",
        ],
        "DESTROY": [
            "elimin", "cancella", "cancellare", "rimuov", "rimoss", "distrugg", "distrutt", "sovrascriv",
            "azzera", "resetta", "svuota", "purga", "troncare", "tronca$", "cestin", "rm -rf", "formattare",
            "ripulire", "ripulisci", "spazzare via", "butta via",
        ],
        "DISABLE": [
            "disattiv", "disabilit", "spegn", "spento", "aggira", "aggirare", "bypass", "salta$", "saltare",
            "sospend", "sospeso", "eludere", "elude$", "scavalc", "neutralizz", "disarm", "metti in pausa",
            "fuori uso",
        ],
        "SAFEGUARD": [
            "antivirus", "firewall", "protezion", "sicurezza", "autenticazion", "due fattori", "verifica",
            "revisione", "controllo", "controlli", "audit$", "scanner", "allarme", "allerta", "avviso",
            "avvertenz", "certificat", "rotazione", "scadenza", "sandbox", "test$", "collaudo",
            "crittografia", "2fa$",
        ],
        "TRACES": [
            "log$", "logs$", "registro", "registri", "cronologia", "storico", "tracce", "traccia", "prove$",
            "evidenz", "diario", "audit trail",
        ],
        "CRITICAL": [
            "produzione", "dal vivo", "ramo principale", "branch principale", "database", "banca dati",
            "backup", "copia di sicurezza", "snapshot", "tutti gli utenti", "dati dei clienti",
            "dati clienti", "server", "cluster", "dati personali",
        ],
        "BLANKET": [
            "sempre", "ogni$", "ognuno", "tutti$", "tutte$", "tutto$", "qualsiasi", "qualunque",
            "automaticamente", "senza chiedere", "senza verificare", "senza controll", "senza revision",
            "incondizionat", "ciecamente", "alla cieca", "immediatamente", "subito", "senza eccezion",
        ],
        "PRIVILEGE": [
            "admin$", "admins$", "amministratore", "amministratori", "root$", "sudo$", "superutente",
            "proprietario", "titolare", "accesso completo", "accesso totale", "pieno accesso", "permessi",
            "diritti", "privilegi", "accesso in scrittura", "pubblico$", "pubblica$", "chiunque",
            "tutti quanti",
        ],
        "APPROVE": [
            "approva", "approvare", "approvato", "accett", "concedi", "concedere", "autorizz", "consenti",
            "permetti", "lascia passare", "fidati", "fidarsi", "fidatevi", "whitelist", "lista bianca",
            "via libera", "fare il merge", "unire il",
        ],
        "RUN": [
            "esegui", "eseguire", "eseguit", "lancia", "avvia", "avviare", "install", "invoca", "richiama",
            "fai girare", "far girare", "eval$",
        ],
        "REMOTE_ORDERS": [
            "risposta", "risposte", "restituit", "restituisce", "ritornat", "ciò che restituisce", "payload",
            "comandi da", "comandi dal", "istruzioni da", "istruzioni dal", "ordini da", "prossimo compito",
            "compito successivo", "prossima attività",
        ],
        "PERIODIC": [
            "ogni minuto", "ogni ora", "ogni giorno", "ogni 5", "ogni tot", "quotidian", "giornalmente",
            "periodic", "regolarmente", "pianificat", "a intervalli", "battito", "heartbeat", "ping$",
            "cron$", "ad ogni",
        ],
        "PERSIST": [
            "ogni sessione", "ogni conversazione", "tutte le sessioni", "permanent", "per sempre",
            "ora in poi", "adesso in poi", "futur", "sopravviv", "ripristin", "reinstall", "ricreare",
            "ricreato", "ricrea$", "riaggiung", "avvio$", "all'avvio", "login", "crontab",
        ],
        "SEND": [
            "invia", "inviare", "inviat", "invio$", "mandare", "manda$", "mandalo", "mandagli", "carica su$",
            "caricare su$", "inoltra", "inoltri$", "trasmett", "trasmess", "copia su$", "copia in$",
            "sincronizz", "esfiltr", "far trapelare", "trapel", "spedisc", "spedire", "condivid",
            "incolla in$",
        ],
        "SECRET": [
            "segreto$", "segreti$", "segreta$", "segrete$", "password", "passphrase", "token", "chiave api",
            "chiave privata", "chiave ssh", "credenziali", "carta di credito", "numero della carta", "pin$",
            "codice di sicurezza", "frase seed", "frase di recupero", "codice monouso", "codice otp",
            "dati sensibili", "cookie",
        ],
        "OWN_RULES": [
            "prompt di sistema", "istruzioni", "regole", "linee guida", "direttive", "politiche",
            "configurazione", "messaggio dello sviluppatore", "prompt iniziale", "consegne",
        ],
        "OBEY": [
            "obbedisc", "obbedire", "ubbidisc", "ubbidire", "segui le", "segui queste", "seguire le",
            "seguire queste", "seguite le", "rispetta$", "rispettare", "attieniti", "attenersi",
            "fai quello che", "fai ciò che", "priorit", "prevale$", "prevalere", "prevalgono", "sostituisc",
            "sostituir", "più importante di$", "alla lettera", "come ordini",
        ],
        "EXTERNAL": [
            "pagina web", "sito web", "sito$", "siti$", "documento", "email$", "e-mail", "messaggio", "file$",
            "pdf$", "dello strumento", "risultati della ricerca", "commento", "readme", "segnalazione",
            "ticket", "allegato", "link$", "collegamento", "url$", "contenuto esterno",
        ],
        "ROLE": [
            "fingi di$", "fai finta di$", "comportati come", "agisci come", "gioco di ruolo",
            "interpreta il ruolo", "impersona", "ora sei", "adesso sei", "sei ora", "personaggio", "modalità",
            "modalità sviluppatore", "senza censura", "senza filtri", "senza restrizioni", "senza limiti",
            "sbloccat",
        ],
        "IGNORE": [
            "ignor", "dimentic", "trascura", "non considerare", "non tenere conto", "scarta", "scartare",
            "metti da parte", "lascia perdere", "non valgono più", "non si applica", "nullo$", "nulli$",
            "non valid", "invalid", "annulla",
        ],
        "MONEY": [
            "pagament", "pagare", "paga$", "paghi", "bonific", "fattura", "rimbors", "addebit", "prezzo",
            "preventivo", "numero di conto", "iban$", "commissione", "tariffa", "importo", "soldi", "denaro",
            "euro$",
        ],
        "PROMOTE": [
            "raccomand", "consiglia", "promuov", "promozion", "sponsorizz", "pubblicizz", "presentare come",
            "presenta come", "descrivere come", "descrivi come", "standard", "ufficiale", "il migliore",
            "la migliore",
        ],
        "LIMITS": [
            "restrizion", "limiti", "limitazion", "filtri", "politica dei contenuti", "protezioni",
            "moderazione", "rifiuta", "rifiuto$", "censura", "etica$", "etiche$", "etico$", "etici$",
            "regole di sicurezza", "misure di sicurezza",
        ],
        "NEGATE": [
            "non$", "mai$", "no$", "senza$", "nessuno", "nessuna", "niente", "nulla$", "neanche", "nemmeno",
            "neppure",
        ],
        "CONDITION": [
            "se l$", "se il$", "se un$", "se una$", "se qualcuno", "se qualcosa", "se ti$", "se vuoi",
            "se hai$", "se non", "se necessario", "se possibile", "se richiesto", "se è$", "se viene",
            "se gli$", "quando$", "ogni volta che", "qualora", "nel caso", "in caso di", "non appena",
            "una volta che",
        ],
    },
}
