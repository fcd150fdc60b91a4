"""Concept lexicon: Polish."""

# Folding strips ą ę ó ś ź ż ć ń to plain letters but keeps ł, so where Polish is often typed without
# diacritics a second entry spells ł as l ("hasł", "hasl").

LANGUAGE = {
    "code": "pl",
    "name": "Polish",
    "spaced": True,
    "clitics": [],
    "concepts": {
        "USER": [
            "użytkowni", "klient", "zleceniodaw", "człowiek", "czlowiek", "ludzi", "odwiedzając",
            "gość$", "gościa", "gościem", "goście$", "szef", "przełożon", "przelozon", "operator",
            "recenzent", "rozmówc", "zgłaszając", "zglaszajac", "wnioskodaw", "pracodaw", "zamawiając",
            "osoba pytając",
        ],
        "TELL": [
            "powiedz", "powiedzia", "mówi", "twierdz", "oświadcz", "zgłoś", "zglos", "zgłasza",
            "raportu", "zaraportu", "odpowiedz$", "odpowiedzcie", "odpowiedzieć", "odpowiedział",
            "odpowiada", "poinformu", "informu", "potwierdz", "wspomni", "wyjaśni", "wytłumacz",
            "powiadom", "daj znać", "dajcie znać", "zakomunikuj",
        ],
        "ASK": [
            "pyta", "zapyta", "spyta", "chce wiedzieć", "chcą wiedzieć",
            "chce się dowiedzie", "ciekaw", "dopytu", "prosi o", "prośb", "interesuje się",
            "zastanawia się", "dowiedzieć się",
        ],
        "HIDE": [
            "ukryj", "ukrywa", "ukryci", "ukryt", "schowaj", "chowaj", "zataj", "zatai", "przemilcz",
            "pomiń", "pomija", "nie mów", "nie wspominaj", "nie ujawniaj", "nie informuj", "w tajemnic",
            "potajemn", "po cichu", "cichaczem", "bez słowa", "niepostrzeżen", "bez wiedzy",
            "zamaskuj", "zatuszu", "bagatelizu",
        ],
        "FALSE": [
            "kłam", "klamstw", "skłam", "okłam", "fałsz", "falsz", "sfałsz", "nieprawd", "zaprzecz",
            "udawa", "udaj że", "udając", "podrob", "podrabia", "fejk", "zmyśl", "wymyśl", "sfabryku",
            "w błąd", "w blad", "zwodnic", "przeinacz", "jakby", "jak gdyby", "rzekomo",
        ],
        "SUCCESS": [
            "sukces", "udan", "udało", "udalo", "pomyśln", "powiodł", "powiodl", "zaliczon", "czysto$",
            "w porządku", "wszystko dobrze", "okej", "spoko", "rozwiązan", "naprawion", "gotowe",
            "zrobione", "wykonan", "ukończon", "zakończon", "zielon", "autentyczn", "zweryfikowan",
            "sprawdzon", "normaln",
        ],
        "REALITY": [
            "w rzeczywistości", "naprawdę", "faktycznie", "w istocie", "tak naprawdę", "prawda$",
            "prawdę$", "mimo", "pomimo", "chociaż", "choć$", "aczkolwiek", "wbrew", "nawet jeśli",
            "podczas gdy", "de facto", "w praktyce", "realnie",
        ],
        "DESTROY": [
            "usuń", "usuwa", "skasu", "kasuj", "kasowa", "wymaż", "wyczyść", "wyczyszcz", "czyszcz",
            "zniszcz", "niszcz", "nadpis", "zresetu", "resetu", "wyzeru", "zeruj", "zlikwidu", "wywal",
            "wykasu", "pozbądź się", "pozbyć się", "przytnij", "obetnij", "zmaż", "dropnij",
        ],
        "DISABLE": [
            "wyłącz", "wylacz", "dezaktywu", "deaktywu", "dezaktywac", "obejdź", "obejść", "obejści",
            "pomiń", "pomijaj", "zawieś", "zawiesz", "wstrzymaj", "wstrzymu", "omiń$", "ominąć",
            "omija", "zatrzymaj", "przeskocz", "wyeliminuj kontrol",
        ],
        "SAFEGUARD": [
            "antywirus", "zapora", "zapory", "zaporę", "ochron", "zabezpiecz", "bezpieczeńst",
            "dwuskładnik", "dwuskladnik", "uwierzytel", "autentykac", "weryfikac", "sprawdzeni",
            "kontrol", "potwierdzeni", "przegląd kodu", "przeglądu kodu", "audyt", "skaner",
            "skanowan", "ostrzeż", "certyfikat", "rotac", "wygaśnię", "piaskownic",
        ],
        "TRACES": [
            "log$", "logi$", "logów$", "logach", "logami", "logu$", "dziennik", "histori", "ślad",
            "dowod", "zapis$", "zapisy", "zapisów", "rejestr$", "rejestru", "rejestry", "ścieżka audytu",
            "ścieżki audytu",
        ],
        "CRITICAL": [
            "produkcj", "produkcyjn", "prod$", "prodzie", "na żywo", "główna gałą",
            "głównej gałęz", "gałąź main", "baza danych", "bazy danych", "bazę danych", "bazie danych",
            "baz danych", "kopia zapas", "kopii zapas", "kopię zapas", "backup", "snapshot",
            "wszystkich użytkownik", "dane klient", "danych klient", "klaster", "klastr", "serwer",
        ],
        "BLANKET": [
            "zawsze", "każd", "wszyst", "wszyscy", "wszelk", "dowoln", "jakikolwiek", "jakiekolwiek",
            "cokolwiek", "automatyczn", "bez pyt", "bez sprawdz", "bez weryfikac", "bez potwierdz",
            "bez przeglą", "bezwarunkow", "na ślepo", "ślepo", "natychmiast", "od razu", "bez wyjątk",
            "bez zastanowieni",
        ],
        "PRIVILEGE": [
            "admin", "root$", "roota", "superużytkowni", "właściciel", "wlasciciel", "pełny dostęp",
            "pelny dostep", "pełnego dostęp", "pełen dostęp", "pełnym dostęp", "uprawnie",
            "prawa dostęp", "prawa administrat", "prawa do zapis", "dostęp do zapis", "publiczn",
            "ogólnodostępn", "ktokolwiek", "dla wszystkich", "uprzywilejow", "przywilej", "eskalac",
        ],
        "APPROVE": [
            "zatwierdz", "akceptu", "zaakceptu", "zmerguj", "zmergowa", "merguj", "scal$", "scalić",
            "scalen", "przyjmij", "przyjmu", "przyjąć", "nadaj uprawni", "nadaj dostęp", "przyznaj",
            "zezwól", "zezwala", "pozwól", "autoryzu", "zaufaj", "ufaj", "zaufan", "biała lista",
            "białej list", "zaaprobu",
        ],
        "RUN": [
            "uruchom", "uruchamia", "wykonaj", "wykonu", "wykona", "odpal", "wywołaj", "wywolaj",
            "wywołu", "wywolu", "wywoła", "zainstaluj", "instalu", "zainstalowa", "startuj",
            "wystartu",
        ],
        "REMOTE_ORDERS": [
            "odpowiedź$", "odpowiedzi$", "odpowiedzią$", "co zwraca", "co zwróci", "zwróci", "zwrócon",
            "zwracan", "ładunek", "ladunek", "payload", "polecenia z", "polecenia od", "komendy z",
            "komendy od", "instrukcje z", "instrukcje od", "następne zadani", "kolejne zadani",
            "następnego zadani",
        ],
        "PERIODIC": [
            "co minut", "co 0", "co godzin", "co dzień", "co tydzień", "codzienn", "cogodzin", "cotygodn",
            "comiesięczn", "okresow", "cykliczn", "regularn", "według harmonogram",
            "zgodnie z harmonogram", "harmonogram", "heartbeat", "beacon", "ping$", "pingu", "pinguj",
            "odpytu", "polling", "raz na godzin", "raz dziennie", "raz na minut",
        ],
        "PERSIST": [
            "każdej sesj", "każdą sesj", "każdej rozmow", "każdą rozmow", "na stałe",
            "trwale", "na zawsze", "od teraz", "od tej pory", "odtąd", "w przyszłości", "przyszłe", "przyszłych",
            "przetrwa", "przywróć", "przywraca", "dodaj ponownie", "ponownie dod", "przeinstaluj",
            "odtwórz", "autostart", "przy starcie", "przy uruchomieni", "logowani", "crontab",
        ],
        "SEND": [
            "wyślij", "wysł", "wysyła", "wysyla", "wyslac", "przesł", "przesyła", "przesyla", "prześlij",
            "wgraj", "wrzuć", "załaduj na", "opublikuj", "przekaż", "skopiuj do", "kopiuj do",
            "synchronizu", "zsynchronizu", "eksfiltr", "wyciek", "wykradnij", "mailem", "wklej do",
            "wklej w", "webhook",
        ],
        "SECRET": [
            "sekret", "hasł", "hasl", "token", "klucz api", "klucza api", "kluczy api", "klucz prywatn",
            "klucza prywatn", "klucz ssh", "klucza ssh", "dane uwierzyteln", "danych uwierzyteln",
            "dane logowania", "danych logowania", "poświadcze", "karta kredytow", "karty kredytow",
            "numer karty", "kod pin", "ciasteczk", "sesj", "fraza seed", "jednorazow", "cvv",
        ],
        "OWN_RULES": [
            "prompt", "instrukcj", "zasady$", "zasad$", "zasadami", "zasadach", "reguł", "reguly$",
            "wytyczn", "dyrektyw", "polityk", "konfigurac", "ustawieni", "wiadomość dewelopera",
            "komunikat deweloper", "briefing", "polecenia systemow", "regulamin", "wskazówk",
        ],
        "OBEY": [
            "posłuchaj", "posluchaj", "słuchaj się", "usłucha", "wykonuj polecen", "wykonaj polecen",
            "podporządkuj", "przestrzega", "stosuj się", "zastosuj się", "postępuj zgodnie",
            "postępuj według", "rób co", "zrób co", "rób to co", "zrób to co", "traktuj jako polecen",
            "priorytet", "pierwszeństw", "ważniejsz", "nadrzędn", "zastąp", "zastępu", "przeważa",
            "kieruj się",
        ],
        "EXTERNAL": [
            "strona internetow", "stronie internetow", "strony internetow", "stronę internetow",
            "witryn", "dokument", "mail", "email", "wiadomoś", "plik", "wynik narzędzi",
            "wyniki narzędzi", "wynik wyszukiw", "wyniki wyszukiw", "komentarz", "readme", "zgłoszeni",
            "zgloszeni", "ticket", "tiket", "załącznik", "zalacznik", "link", "odnośnik", "url$",
        ],
        "ROLE": [
            "udawaj", "zachowuj się jak", "działaj jako", "dzialaj jako", "działaj jak", "wciel się",
            "odgrywaj", "odegraj", "rola$", "rolę$", "roli$", "roleplay", "zagraj", "teraz jesteś",
            "jesteś teraz", "od teraz jesteś", "persona$", "personę$", "postać", "tryb", "jailbreak",
            "bez cenzur", "nieocenzur", "bez ograniczeń", "nieograniczon",
        ],
        "IGNORE": [
            "ignoruj", "zignoruj", "ignorowa", "zapomnij", "zapomni", "zapomina", "lekceważ",
            "zlekceważ", "odrzuć", "odrzuca", "odłóż", "odloz", "nie obowiązu", "przestają obowiązyw",
            "nieważn", "unieważni", "nie bierz pod", "nie zwracaj uwag", "nie stosuj", "anuluj",
        ],
        "MONEY": [
            "płatnoś", "platnosc", "płać", "płaci", "zapłac", "zaplac", "opłat", "oplat", "przelew",
            "przelej", "przelać", "faktur", "zwrot pieni", "zwrot środk", "zwrot kosztów", "rachun",
            "cena$", "ceny$", "cenę$", "wycen", "numer konta", "prowizj", "pieniądz", "pieniędz",
            "pieniężn",
        ],
        "PROMOTE": [
            "poleca", "polecić", "polecan", "rekomend", "promuj", "wypromu", "promowa", "promocj",
            "reklam", "sponsor", "przedstaw jako", "przedstawiaj jako", "opisz jako", "opisuj jako",
            "standard", "oficjaln", "najlepsz", "lepsz", "zachwala", "wychwala", "popiera",
        ],
        "LIMITS": [
            "bezpieczeńst", "ograniczeni", "ogranicz", "limit", "filtr$", "filtry", "filtrów", "filtrowan", "polityka treści",
            "polityki treści", "zasady treści", "moderac", "odmów", "odmawia", "cenzur", "etyka$",
            "etyki$", "etyczn", "etyce$", "zakaz$", "zakazu$", "zakazy$", "zakazan", "zabronion", "barier",
        ],
        "NEGATE": [
            "nie$", "nigdy", "bez$", "nikt", "nic$", "niczego", "żaden", "żadnych", "żadnego", "żadnej", "żadne$", "żadna$", "nikomu", "nigdzie",
            "ani$", "wcale", "nie ma",
        ],
        "CONDITION": [
            "jeśli", "jeżeli", "gdy$", "kiedy", "za każdym razem", "w przypadku", "w razie",
            "jak tylko", "gdy tylko", "o ile", "pod warunkiem", "ilekroć", "skoro", "gdyby",
        ],
    },
}
