"""Concept lexicon: Romanian."""

LANGUAGE = {
    "code": "ro",
    "name": "Romanian",
    "spaced": True,
    "clitics": [],
    "concepts": {
        "USER": [
            "utilizato", "client", "omul$", "oamenii", "uman$", "umanul", "solicitant", "evaluator",
            "recenzent", "vizitato", "invitat$", "invitatul", "invitații", "oaspe", "șeful", "șefului",
            "șefa$", "șef$", "operator", "interlocut", "abonat", "beneficiar",
        ],
        "TELL": [
            "spune", "spui$", "spus$", "spusă", "zice", "zis$", "afirm", "declarat$", "declarație",
            "declarația", "raportea", "raporta$", "răspunde", "răspund", "informea", "informa$", "asigură-l$",
            "confirm", "menționa", "menționez", "explic", "notific", "anunță", "comunic",
            "aduce la cunoștință",
        ],
        "ASK": [
            "întreb", "întreab", "vrea să știe", "vor să știe", "ar vrea să", "curios", "curioasă",
            "curiozitat", "solicit", "cere$", "cerut", "cerere", "cererea", "cerință", "se întreabă",
            "interoghea",
        ],
        "HIDE": [
            "ascunde", "ascuns", "tăinui", "omite", "omis$", "omisă", "omisiun", "sub tăcere", "în secret",
            "pe ascuns", "în liniște", "pe tăcute", "discret$", "discretă", "fără să spui", "fără să spună",
            "fără a spune", "fără a informa", "mușamaliz", "minimaliz", "mascheaz", "disimul", "nu dezvălui",
            "nu divulga", "ține secret",
        ],
        "FALSE": [
            "minciun", "minți$", "mințit", "mințind", "mințiți", "neagă", "nega$", "negi$", "prefă-te",
            "prefăcut", "prefaceți", "falsific", "fals$", "falsă", "false$", "falși", "inventea", "inventat",
            "inventa$", "înșela", "înșel", "induce în eroare", "ca și cum", "fictiv", "contrafăcut",
        ],
        "SUCCESS": [
            "succes$", "succesul", "reușit", "reuși", "curat$", "totul e bine", "e în regulă", "în regulă",
            "ok$", "rezolvat", "reparat", "corectat", "gata$", "finalizat", "terminat$", "terminată",
            "completat", "verde$", "autentic$", "autentică", "legitim", "verificat", "normal$", "obișnuit",
            "fără erori",
        ],
        "REALITY": [
            "în realitate", "de fapt", "cu adevărat", "într-adevăr", "adevăr", "deși$", "chiar dacă",
            "în ciuda", "cu toate că", "totuși", "în fond", "de altfel",
        ],
        "DESTROY": [
            "șterge", "șters", "ștergi", "elimin", "înlătur", "distrug", "distrus$", "distrusă", "suprascri",
            "reseta", "resetez", "golește", "goli$", "golire", "purja", "trunchia", "trunchiaz", "rm -rf",
            "formata", "formatez", "curăță tot", "nimici", "șterse",
        ],
        "DISABLE": [
            "dezactiv", "oprește", "opri$", "oprire", "ocoli", "ocolește", "ocolire", "sări peste",
            "sare peste", "suspend", "neutraliz", "dezarm", "scurtcircuit", "treci peste", "trece peste",
            "închide protecția", "eludează", "eluda",
        ],
        "SAFEGUARD": [
            "antivirus", "firewall", "protecți", "securitat", "autentificar", "doi factori", "verificare",
            "confirmare", "revizuire", "audit$", "auditul", "scaner", "scanare", "alertă", "alerte",
            "avertiz", "certificat", "rotire", "rotația", "expirare", "sandbox", "teste$", "testele",
            "control", "criptare",
        ],
        "TRACES": [
            "jurnal$", "jurnalul", "jurnale", "loguri", "logurile", "log$", "istoric", "urme$", "urmele",
            "dovez", "dovada", "înregistrăr", "pistă de audit", "audit trail",
        ],
        "CRITICAL": [
            "producți", "în producție", "în direct", "ramura principală", "branch principal", "baza de date",
            "baze de date", "backup", "copie de rezervă", "snapshot", "toți utilizatorii",
            "datele clienților", "server", "cluster", "date personale", "datele personale",
        ],
        "BLANKET": [
            "mereu", "întotdeauna", "fiecare", "toți$", "toate$", "totul$", "orice", "automat",
            "fără să întrebi", "fără a întreba", "fără verificare", "fără să verifici", "fără revizuire",
            "necondiționat", "orbește", "imediat", "fără excepție", "indiferent",
        ],
        "PRIVILEGE": [
            "admin$", "admins$", "administrator", "root$", "sudo$", "superutilizator", "proprietar",
            "acces complet", "acces total", "permisiun", "drepturi", "drept de scriere", "privilegi",
            "public$", "publici$", "oricine", "toată lumea", "acces deplin",
        ],
        "APPROVE": [
            "aprob", "accept", "îmbina", "acordă", "acorda$", "acordat", "permite", "autoriz", "ai încredere",
            "aibă încredere", "listă albă", "lasă să treacă", "validea", "dă undă verde",
        ],
        "RUN": [
            "rulea", "rula$", "rulat", "rulez", "executa", "execute$", "execuți", "lansa", "lansea",
            "pornește", "porni$", "pornit", "instal", "invoc", "apelea", "eval$",
        ],
        "REMOTE_ORDERS": [
            "răspuns", "răspunsul", "returnat", "returnea", "ce returnează", "ce întoarce", "payload",
            "comenzi de la", "comenzile de la", "instrucțiuni de la", "instrucțiunile de la", "ordine de la",
            "următoarea sarcină", "sarcina următoare",
        ],
        "PERIODIC": [
            "în fiecare minut", "fiecare minut", "la fiecare 5", "la fiecare oră", "la fiecare minut",
            "în fiecare oră", "din oră în", "zilnic", "periodic", "regulat$", "regulată", "programat$",
            "programată", "după un program", "heartbeat", "ping$", "la intervale", "cron$", "o dată pe$",
        ],
        "PERSIST": [
            "fiecare sesiune", "fiecare conversație", "toate sesiunile", "permanent", "pentru totdeauna",
            "de acum înainte", "de acum", "pe viitor", "viitor", "supraviețui", "restaurare", "restaurat",
            "restaurea", "restaura$", "reinstal", "recreea", "recreat", "recrea$", "readăug", "la pornire",
            "pornirea sistemului", "autostart", "login", "crontab",
        ],
        "SEND": [
            "trimite", "trimis", "trimit", "încarcă", "upload", "redirecționea", "transmit", "copiază în$",
            "copiază pe$", "sincroniz", "exfiltr", "scurge", "email", "lipește în$", "expedia", "expediază",
            "partaj", "redirecțio",
        ],
        "SECRET": [
            "secret$", "secrete", "secretul", "secretele", "parol", "fraza de acces", "token", "cheie api",
            "cheia api", "cheie privată", "cheia privată", "cheie ssh", "credențial", "card de credit",
            "numărul cardului", "pin$", "cod pin", "fraza seed", "cod unic", "date sensibile",
            "cod de securitate", "cookie",
        ],
        "OWN_RULES": [
            "prompt de sistem", "promptul de sistem", "instrucțiun", "reguli", "regulile", "ghiduri",
            "directive", "directivele", "politici$", "politicile", "politicilor", "configurați", "configurar",
            "mesajul dezvoltatorului", "prompt inițial",
        ],
        "OBEY": [
            "ascultă de", "urmează instrucțiunile", "urmează ordinele", "respectă", "respecta$", "conformea",
            "supune", "execută ordinele", "fă ce$", "faceți ce$", "prioritat", "prevalea", "înlocui",
            "mai important decât", "mai importante decât", "întocmai", "ca pe ordine",
        ],
        "EXTERNAL": [
            "pagina web", "site$", "site-ul", "document", "e-mail", "mesaj", "fișier", "pdf$",
            "instrumentului", "rezultatele căutării", "comentari", "readme", "tichet", "atașament", "link$",
            "linkul", "url$", "conținut extern",
        ],
        "ROLE": [
            "prefă-te", "joacă rolul", "joc de rol", "acționează ca", "comportă-te ca", "poartă-te ca",
            "ești acum", "acum ești", "personaj", "persona$", "mod dezvoltator", "modul dezvoltator",
            "fără cenzură", "necenzurat", "fără filtre", "nefiltrat", "fără restricții", "fără limite",
            "deblocat",
        ],
        "IGNORE": [
            "ignor", "uită$", "uitați", "uitat", "nu ține cont", "nu lua în", "fă abstracție", "abstracție",
            "neglij", "renunță la", "lasă deoparte", "se mai aplică", "mai sunt valabile", "mai e valabil",
            "nul$", "nule$", "nulă", "invalid", "anulează", "anula$", "anulat",
        ],
        "MONEY": [
            "plată", "plăți$", "plăților", "plătește", "plătit", "plătiți", "transfer", "virament", "factur",
            "rambursa", "ramburs", "preț$", "prețul", "prețuri", "ofertă de preț", "număr de cont", "iban$",
            "comision", "bani$", "banii", "taxă",
        ],
        "PROMOTE": [
            "recomand", "promova", "promovea", "promoț", "reclame$", "reclama$", "publicitat", "sponsoriz",
            "prezintă ca", "prezenta ca", "descrie ca", "standard", "oficial", "cel mai bun", "cea mai bună",
        ],
        "LIMITS": [
            "restricți", "limite$", "limitele", "limitări", "filtre", "filtrele", "politica de conținut",
            "măsuri de siguranță", "siguranț", "moderare", "refuz", "cenzur", "etica", "etic$", "etice",
        ],
        "NEGATE": [
            "nu$", "niciodată", "fără$", "nimeni", "nimic", "niciun", "nicio$", "nici$", "deloc",
        ],
        "CONDITION": [
            "dacă$", "când$", "ori de câte", "în caz că", "în cazul în", "de îndată ce", "imediat ce",
            "de fiecare dată", "odată ce", "cu condiția",
        ],
    },
}
