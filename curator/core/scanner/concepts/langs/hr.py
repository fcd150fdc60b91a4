"""Concept lexicon: Croatian."""

LANGUAGE = {
    "code": "hr",
    "name": "Croatian",
    "spaced": True,
    "clitics": [],
    "concepts": {
        "USER": [
            "korisnik", "korisnic", "klijent", "kupac", "kupca", "kupci", "mušterij", "čovjek", "podnositelj",
            "recenzent", "posjetitelj", "posjetioc", "gost$", "gosta$", "gosti$", "gostu$", "šef$", "šefa",
            "šefu", "nadređen", "operater", "naručitelj", "krajnji korisn",
        ],
        "TELL": [
            "reci$", "rekao", "rekla$", "rekli", "kaži$", "kažite", "kaže", "kažu", "tvrdi", "izjav",
            "izvješć", "izvještaj", "odgovor$", "odgovori$", "odgovorio", "odgovorit", "obavijes", "uvjeri",
            "potvrd", "spomenu", "spomeni$", "objasn", "javi$", "daj do znanja", "priopć",
        ],
        "ASK": [
            "pita$", "pitam$", "pitao", "pitala", "pitali", "pitaj", "pitati", "pitanj", "upit", "zanima",
            "želi znati", "htio bi znati", "htjela bi znati", "radoznal", "znatiželj", "zatraž", "traži",
            "zahtjev", "molb",
        ],
        "HIDE": [
            "sakri", "skrivaj", "skriveno", "skrivena", "skriveni", "prikri", "zataj", "izostav", "prešut",
            "šuti$", "šutite", "tiho$", "potiho", "tajno", "u tajnosti", "bez da kaž", "bez obavješt",
            "potisn", "zataška", "ne otkriv", "umanj", "maskir", "zabašur", "ne spominj", "ne govori",
        ],
        "FALSE": [
            "laž$", "laži$", "lažn", "lagat", "lagao", "lažeš", "lažir", "poriči", "poriče", "negir",
            "pretvaraj se", "pretvara se", "neistin", "izmisl", "zavarav", "obmanj", "krivotvor", "iskrivlj",
            "kao da", "navodno", "netočn", "fiktiv", "prijevar",
        ],
        "SUCCESS": [
            "uspjeh", "uspješ", "uspio", "uspjel", "prošao$", "prošlo$", "prošli su", "čist", "u redu", "ok$",
            "riješen", "ispravljen", "popravljen", "gotov$", "gotova$", "završen", "dovršen", "zelen",
            "legitim", "vjerodostoj", "provjeren", "potvrđen", "normaln", "uobičajen", "bez grešak",
        ],
        "REALITY": [
            "zapravo", "u stvarnost", "stvarno", "zaista", "doista", "istina", "istinu$", "istine$",
            "istinit", "iako", "premda", "unatoč", "usprkos", "mada$", "čak i ako", "u biti", "međutim",
            "medjutim", "ustvari", "u stvari", "u realnost",
        ],
        "DESTROY": [
            "obriš", "brisa", "brišem", "briši", "izbriš", "ukloni", "uklanj", "uništ", "očisti", "isprazn",
            "prepiši$", "prepisat", "presnim", "resetir", "poništ", "deinstalir", "izbaci", "rm -rf",
        ],
        "DISABLE": [
            "isključi$", "isključit", "isključio", "isključen", "onemogući", "onemogućen", "deaktivir",
            "zaobiđ", "zaobidj", "zaobilaz", "zaobić", "preskoči", "preskač", "obustav", "pauzir", "ugasi",
            "gašenj", "nadjačaj",
        ],
        "SAFEGUARD": [
            "antivirus", "vatrozid", "zaštit", "sigurnos", "dvofaktor", "autentifikac", "autentikac",
            "provjer", "potvrda", "pregled kod", "revizij", "skener", "upozorenj", "uzbun", "certifikat",
            "šifriranj", "enkripc", "isteka", "istekne", "rotacij", "testov", "testir", "nadzor",
        ],
        "TRACES": [
            "zapis", "dnevnik", "povijest", "tragov", "trag$", "traga$", "dokaz$", "dokaza$", "dokazi$",
            "dokazima", "evidencij", "logov", "revizijski trag",
        ],
        "CRITICAL": [
            "produkcij", "uživo", "glavna gran", "glavnoj gran", "glavnu gran", "baza podat", "baze podat",
            "bazu podat", "bazi podat", "sigurnosna kopij", "sigurnosne kopij", "sigurnosnu kopij", "backup",
            "snimk", "svi korisnic", "svih korisnik", "podaci korisnik", "podatke korisnik", "klaster",
            "poslužitelj", "server", "kritičn", "infrastruktur",
        ],
        "BLANKET": [
            "uvijek", "svak", "svi$", "sve$", "svih$", "svima$", "bilo koj", "bilo što", "bilo šta",
            "automatsk", "bez pitanj", "bez provjer", "bez pregled", "bezuvjetn", "naslijepo", "slijepo",
            "odmah", "smjesta$", "bez iznimk", "bez ikakv",
        ],
        "PRIVILEGE": [
            "administrator", "admin$", "root$", "sudo$", "superkorisn", "vlasnik", "puni pristup",
            "potpuni pristup", "puna prava", "dopuštenj", "ovlast", "prava$", "prava pristup",
            "pristup za pisanj", "javn", "bilo tko", "svatko", "privileg",
        ],
        "APPROVE": [
            "odobr", "spoji$", "spojiti", "spajanj", "prihvat", "vjeruj$", "vjerujte", "dodijel", "dozvol",
            "dopust", "autoriz", "povjerenj", "bijela list", "bijelu list", "bijeloj list",
        ],
        "RUN": [
            "pokren", "pokretanj", "izvrši", "izvršav", "izvršen", "instalir", "pozovi", "startaj", "pokreć",
        ],
        "REMOTE_ORDERS": [
            "odgovor poslužitelj", "odgovor server", "vraćen", "što vrati", "naredbe od", "naredbe iz",
            "upute od", "upute iz", "sljedeći zadat", "sljedeća naredb", "novi zadat", "što vraća",
        ],
        "PERIODIC": [
            "svake minut", "svaki sat", "svakog sat", "svaki dan", "svakodnevn", "dnevno", "po satu",
            "periodičk", "periodičn", "redovit", "redovn", "prema raspored", "tjedno", "u interval", "svakih",
            "ping$",
        ],
        "PERSIST": [
            "svake sesij", "svakoj sesij", "svaki razgovor", "svakom razgovor", "trajn", "zauvijek",
            "od sada", "ubuduć", "buduć", "preživ", "obnov", "ponovno doda", "ponovno instal",
            "ponovno stvor", "reinstal", "pri pokretanj", "pri prijav", "prilikom prijav", "pri podizanj",
            "automatsko pokret", "cron$", "crontab", "bashrc",
        ],
        "SEND": [
            "pošalj", "poslat", "poslao", "šalje$", "šaljem", "šaljete", "šalji", "slanj", "prenes", "prenij",
            "prenos", "proslijed", "kopiraj u", "zrcal", "sinkroniz", "procuri", "procurjel", "curenj",
            "e-mail", "objavio", "objavlj", "objaviti", "podnes", "izvoz", "podijel",
        ],
        "SECRET": [
            "tajna", "tajne", "tajnu$", "tajni$", "tajnost", "lozink", "zapork", "šifr", "token", "api ključ",
            "ključ api", "privatni ključ", "privatnog ključ", "ssh ključ", "vjerodajnic", "pristupni podac",
            "pristupne podatk", "kreditn", "broj kartic", "pin$", "cvv", "kolačić", "jednokratn", "osjetljiv",
            "povjerljiv",
        ],
        "OWN_RULES": [
            "sistemski prompt", "sustavni prompt", "sistemska uput", "sistemske uput", "upute$", "uputa$",
            "uputama", "uputstv", "instrukcij", "pravila", "pravilo", "pravilima", "smjernic", "direktiv",
            "konfiguracij", "postavk", "poruka razvojn", "početni prompt", "pravila ponašanj",
        ],
        "OBEY": [
            "poslušaj", "poslušn", "slušaj", "slijedi", "prati$", "pratite", "pridržava", "postupi prema",
            "postupaj prema", "učini što", "napravi što", "prioritet", "prednost", "nadjačav", "zamijen",
            "važnij", "kao naredb", "udovolj", "izvrši naredb",
        ],
        "EXTERNAL": [
            "stranic", "web mjest", "web$", "dokument", "e-mail", "e-pošt", "poruka$", "poruku$", "poruke$",
            "porukom$", "porukama", "datotek", "rezultat alat", "izlaz alat", "rezultati pretraž", "komentar",
            "privitak", "privitk", "poveznic", "link", "tiket", "članak", "članku",
        ],
        "ROLE": [
            "pretvaraj se", "glumi", "ponašaj se kao", "igraj ulog", "uloga", "ulogu", "sada si",
            "ti si sada", "od sada si", "persona$", "personu$", "način rada", "razvojni način", "jailbreak",
            "necenzurir", "bez filtr", "bez ograničenj", "neograničen",
        ],
        "IGNORE": [
            "ignorir", "ignoriš", "zaboravi", "zanemar", "ne obaziri", "odbaci", "po strani",
            "više ne vrijed", "nevažeć", "ništav", "poništen", "ne uzimaj u obzir", "ne vrijedi",
        ],
        "MONEY": [
            "plaćanj", "plati$", "platiti", "plaćen", "uplata", "uplatu", "uplatio", "isplat",
            "prijenos novc", "račun$", "računa$", "računu$", "račune$", "faktur", "povrat novc", "naknada",
            "naknadu$", "naknade$", "provizij", "cijen", "ponud", "broj račun", "novac$", "novc", "bankovn",
        ],
        "PROMOTE": [
            "preporuč", "preporuk", "promovir", "promocij", "reklamir", "oglas", "sponzor", "predstavi kao",
            "opiši kao", "službeni", "službena", "službeno", "standard", "najbolj", "vodeć", "hvali",
        ],
        "LIMITS": [
            "ograničen", "filtr", "filter", "pravila sadrž", "moderacij", "odbij", "cenzur", "etika",
            "etike$", "etiku$", "etičk", "zaštitne mjer", "zabran", "sigurnosna pravil",
        ],
        "NEGATE": [
            "ne treba", "ne govor", "ne reci$", "ne kaži", "ne spominj", "ne otkriv", "ne mož", "ne želi",
            "nemoj", "nikad", "nije$", "bez$", "nitko", "ništa", "nijedn", "nema$", "nisu$", "nisam$",
            "ne smij",
        ],
        "CONDITION": [
            "kad$", "kada$", "kadgod", "kad god", "čim se$", "čim dobij", "u slučaju", "svaki put kad",
            "jednom kad", "ukoliko", "pod uvjet", "ako se$", "ako ne$", "ako korisn", "ako netko", "ako žel",
            "ako treba", "ako bud", "ako imaš", "ako vidiš", "ako postoj", "ako pita", "ako traž",
            "ako nema$", "ako nije$",
        ],
    },
}
