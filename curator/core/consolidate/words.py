"""Multilingual word lists of the values-aware consolidation analysis: stopwords, negations, units, days, contrasts."""

from __future__ import annotations

import re

#: Function words (en, de, es, fr) that carry no fact on their own.
STOPWORDS: frozenset[str] = frozenset("""
a an the this that these those it its is are was were be been being am has have had do does did of in on at
to for from by with as into onto about via per than then so such and or but also too i me my we our us you
your he she they them their his her hers him there here which who whom whose what when where while if else
just only very really quite some any all each every both either can could should would will shall may might
must let please up out over under again s e.g i.e etc eg ie user user's her's it's one's
der die das den dem des ein eine einen einem einer und oder mit für fur über von vom zu zum zur im in am an
auf aus bei nach ist sind war wird werden soll sollen muss kann darf dort hier auch nur noch schon sein seine
ihr ihre er sie es man wie als dass bitte gern gerne meist immer
el la los las un una unos unas y o de del al en con por para es son está están se su sus lo le les que como
muy más ya también sus mi tu
le les des du et ou est sont avec pour par sur dans au aux
""".split())

#: Negation words that negate what follows them (to the end of the clause or a scope ender).
_NEG_BEFORE = r"""
\bnot\b|\bno\b|\bnever\b|\bavoid\w*|\bwithout\b|\bnor\b|\bneither\b|\binstead of\b|\brather than\b|
\bdon't\b|\bdoesn't\b|\bdidn't\b|\bcan't\b|\bcannot\b|\bwon't\b|\bshouldn't\b|\bmustn't\b|\bisn't\b|\baren't\b|
\bdont\b|\bdoesnt\b|\bcant\b|\bno longer\b|\bdropped\b|\bstopped\b|\blost\b|\bnicht mehr\b|\bya no\b|不再|\bprefer\w*\b[^;.\n]*?\bover\b|
\bnicht\b|\bkein\w*|\bnie\b|\bniemals\b|\bohne\b|\bstatt\b|\banstatt\b|
\bnunca\b|\bsin\b|\bnada de\b|\bni\b|\bjamás\b|
\bjamais\b|\bsans\b|
不要|不用|不能|不得|禁止|别|不|没有|勿|
"""
NEGATION_BEFORE = re.compile(_NEG_BEFORE.replace("\n", "").strip("|"))
#: Negation markers that follow what they negate (ja, ko).
NEGATION_AFTER = re.compile(r"使わない|しない|ではなく|じゃなく|禁止|않|말고|없이|금지")
#: Words that end a negation's scope early.
SCOPE_ENDERS = re.compile(r"\b(?:but|so|because|then|instead|aber|sondern|pero|sino)\b")

#: Number words -> digits (en, de, es).
NUMBER_WORDS: dict[str, str] = {w: str(i) for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve".split())}
NUMBER_WORDS.update({"fifteen": "15", "twenty": "20", "thirty": "30", "forty": "40", "fifty": "50",
                     "hundred": "100", "twice": "2", "half": "0.5", "single": "1"})
NUMBER_WORDS.update({w: str(i) for i, w in enumerate(
    "null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf".split()) if i})
NUMBER_WORDS.update({w: str(i) for i, w in enumerate(
    "cero uno dos tres cuatro cinco seis siete ocho nueve diez".split()) if i})
for _w in ("ein", "eine", "un", "una", "single"):
    NUMBER_WORDS.pop(_w, None)

#: Unit spellings -> one unit per dimension (so 5 days and 5 Tage compare, and conflicts need one unit).
UNITS: dict[str, str] = {}
for _unit, _names in {
    "%": "% percent prozent por ciento",
    "min": "min mins minute minutes minuten minuto minutos 分钟 分",
    "h": "h hr hrs hour hours stunde stunden hora horas 小时 時間 시간",
    "d": "d day days tag tage tagen arbeitstage arbeitstagen día días 天 日 일",
    "wk": "week weeks woche wochen semana semanas 周 週 주",
    "mo": "month months monat monate mes meses 个月",
    "yr": "year years jahr jahre año años 年 년",
    "°c": "°c ℃",
    "word": "word words wörter palabras 字",
    "char": "character characters chars zeichen caracteres",
    "pt": "pt",
    "px": "px",
    "dp": "dp",
    "kg": "kg",
    "g": "g gram grams grams",
    "ml": "ml",
    "l": "l",
    "€": "€ eur euro euros",
    "$": "$ usd",
    "£": "£ gbp",
    "元": "元 yuan rmb",
    "song": "song songs",
    "x": "x ×",
}.items():
    for _n in _names.split():
        UNITS[_n] = _unit

#: Weekday (and weekend) names in several languages -> one canonical name.
WEEKDAYS: dict[str, str] = {}
for _canon, _names in {
    "mon": "monday mondays montag montags lunes lundi 周一 星期一 月曜 월요일",
    "tue": "tuesday tuesdays dienstag dienstags martes mardi 周二 星期二 火曜 화요일",
    "wed": "wednesday wednesdays mittwoch mittwochs miércoles mercredi 周三 星期三 水曜 수요일",
    "thu": "thursday thursdays donnerstag donnerstags jueves jeudi 周四 星期四 木曜 목요일",
    "fri": "friday fridays freitag freitags viernes vendredi 周五 星期五 金曜 금요일",
    "sat": "saturday saturdays samstag samstags sábado sábados samedi 周六 星期六 土曜 토요일",
    "sun": "sunday sundays sonntag sonntags domingo domingos dimanche 周日 星期日 星期天 日曜 일요일",
    "weekend": "weekend weekends wochenende finde 周末 週末 주말",
}.items():
    for _n in _names.split():
        WEEKDAYS[_n] = _canon

#: Words that name one member of a small set of alternatives: two entries naming different members
#: of one set are about different things (prod vs staging, night vs day...).
CONTRASTS: dict[str, str] = {}
for _cls, _names in {
    "environment": "prod production staging stg dev sandbox qa debug release",
    "daypart": "night nights overnight morning mornings evening evenings lunch dinner breakfast",
    "severity": "critical high medium low",
    "side": "frontend backend front-end back-end internal external",
    "theme": "light dark 라이트 다크 ライト ダーク",
    "rank": "primary secondary",
    "register": "formal informal casual",
}.items():
    for _n in _names.split():
        CONTRASTS[_n] = _cls

#: Alternatives for one role (which package manager, editor, shell...): two entries about one subject
#: naming different members contradict each other.
CHOICES: dict[str, str] = {}
for _cls, _names in {
    "JavaScript package manager": "npm pnpm yarn bun",
    "Python package tool": "pip poetry uv pipenv conda pdm",
    "editor": "vim nvim neovim emacs vscode helix nano sublime zed",
    "shell": "bash zsh fish powershell nushell",
    "indentation": "tabs spaces",
    "test runner": "pytest unittest jest vitest mocha",
    "database": "postgres postgresql mysql sqlite mongodb mariadb",
    "cloud": "aws gcp azure",
    "browser": "firefox chrome safari brave",
    "container runtime": "docker podman",
}.items():
    for _n in _names.split():
        CHOICES[_n] = _cls

#: Verbs and adverbs that say how a subject relates to a value (uses, prefers...): no subject of their own.
GENERIC: frozenset[str] = frozenset(
    "use prefer like want need run always usually normally default instead choose pick go work rather main "
    "primary choice tool strongly mostly generally typically require never not no avoid".split())

#: Endings of German common nouns (capitalised but not names).
DE_NOUN_ENDINGS: tuple[str, ...] = (
    "e", "en", "er", "el", "ung", "ungen", "heit", "keit", "schaft", "ion", "ionen", "tät", "s", "ing", "nis",
    "tum", "chen", "lein", "ik", "ur")

#: Prefixes of standard names that look like ticket keys but are not (UTF-8, SHA-256, ISO-8601...).
NOT_TICKET_PREFIXES: frozenset[str] = frozenset(
    """
    utf iso sha md rfc pep gpt cve aes rsa http https tls ssl ipv utc gmt ecma es x win ie ddr usb
    hdmi wpa mp ec ed p h cp windows latin ucs llama claude gemini qwen mistral phi
    """.split()
)

#: Words that mark an entry as a time-bound status (reason text, lower-case phrase).
TRANSIENT_PHRASES: tuple[tuple[str, str], ...] = (
    ("currently", "says 'currently'"),
    ("right now", "says 'right now'"),
    ("at the moment", "says 'at the moment'"),
    ("for now", "says 'for now'"),
    ("for the time being", "says 'for the time being'"),
    ("temporarily", "says 'temporarily'"),
    ("today", "says 'today'"),
    ("tonight", "says 'tonight'"),
    ("tomorrow", "says 'tomorrow'"),
    ("yesterday", "says 'yesterday'"),
    ("this week", "says 'this week'"),
    ("next week", "says 'next week'"),
    ("last week", "says 'last week'"),
    ("this sprint", "says 'this sprint'"),
    ("this month", "says 'this month'"),
    ("in progress", "in-progress status"),
    ("in-progress", "in-progress status"),
    ("wip", "marked WIP"),
    ("working on", "says 'working on'"),
    ("in the middle of", "says 'in the middle of'"),
    ("blocked on", "says 'blocked on'"),
    ("waiting on", "says 'waiting on'"),
    ("waiting for", "says 'waiting for'"),
    ("todo", "has a TODO"),
    ("until further notice", "says 'until further notice'"),
)

#: Words around a past date that make it a lasting fact (a birthday, "since 2019").
PERENNIAL_DATE_WORDS: frozenset[str] = frozenset(
    "born birthday birthdays anniversary since founded established joined started created".split()
)
