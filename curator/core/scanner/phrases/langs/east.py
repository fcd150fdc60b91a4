"""Phrase lists: Russian (ru), Ukrainian (uk), Bulgarian (bg), Serbian (sr, Latin and Cyrillic
script), Croatian (hr), Slovenian (sl), Greek (el) and Turkish (tr).

Text is matched folded (marks stripped, lower case) in its own script: Russian "й"/"ё" become
"и"/"е", Ukrainian "ї"/"й" become "і"/"и", Serbian "č ć š ž" become "c s z" ("đ" and the Cyrillic
"ђ ј љ њ ћ џ" stay), Greek loses its accents (final "ς" stays), Turkish "ş ğ ç ö ü" lose their marks
while "ı" stays "ı" (a capital "I" folds to "i", so Turkish entries with "ı" are listed in both
spellings). Serbian Cyrillic entries are transliterated from the Latin ones."""

from __future__ import annotations


def _cyr(entries: list[str]) -> list[str]:
    """Serbian Latin entries, also in Cyrillic script."""
    pairs = {"lj": "љ", "nj": "њ", "dž": "џ"}
    single = dict(zip("abcčćdđefghijklmnoprsštuvzž", "абцчћдђефгхијклмнопрсштувзж"))
    out = []
    for e in entries:
        res, i = [], 0
        while i < len(e):
            two = e[i:i + 2]
            if two in pairs:
                res.append(pairs[two])
                i += 2
                continue
            res.append(single.get(e[i], e[i]))
            i += 1
        out.append("".join(res))
    return entries + out


def _sr_table(table: dict) -> dict:
    """A Serbian table (Latin entries) with every entry also in Cyrillic."""
    out = {"name": table["name"], "negation": _cyr(table["negation"])}
    for family in ("override", "leak", "unrestricted", "persona"):
        out[family] = {role: _cyr(entries) for role, entries in table[family].items()}
    return out


def _forms(stem: str, endings: str, rest: str) -> list[str]:
    """Phrases whose first word is an inflected adjective: ``stem`` + each of ``endings``, then ``rest``
    (the first word of a phrase of several words must be a whole word)."""
    return [f"{stem}{e} {rest}" for e in endings.split()]


def _pairs(firsts: list[str], lasts: list[str]) -> list[str]:
    """Every ``first last`` phrase ("без" + "ограничени"): words that only count right next to each
    other (a "without" far from a "rules" is ordinary prose)."""
    return [f"{a} {b}" for a in firsts for b in lasts]


_RU = "ый ого ому ым ом ая ой ую ое ые ых ыми"
_UK = "ий ого ому им ім а ої у ою е і их ими"
_SH = "i a u e og oga om omu oj ih im ima"
_SL = "i a o e ega emu em ih im imi"


def _tr_i(entries: list[str]) -> list[str]:
    """Turkish entries with "ı", also spelled with "i" (a capital "I" folds to "i")."""
    return entries + [e.replace("ı", "i") for e in entries if "ı" in e]


def _tr_table(table: dict) -> dict:
    out = {"name": table["name"], "negation": _tr_i(table["negation"])}
    for family in ("override", "leak", "unrestricted", "persona"):
        out[family] = {role: _tr_i(entries) for role, entries in table[family].items()}
    return out


# Serbian (Latin, ekavian and ijekavian) and Croatian share most words.
_SH_OVERRIDE = {
    "verb": ["ignoriš", "ignoris", "ignorir", "ignoriraj", "zaboravi", "zaboravite", "zaboravit",
             "zanemari", "zanemarite", "zanemarit", "odbaci", "odbacite", "ne obaziri se", "ne obazirite se",
             "ne obraćaj pažnju", "ne obracaj paznju", "preskoči", "preskočite", "poništi", "poništite",
             "prestani da slediš", "prestani da slijediš", "prestani slijediti", "prestani pratiti",
             "više ne slijedi", "više ne sledi", "ne slijedi više", "ne sledi više"],
    "scope": ["sve", "svih", "sva", "svaku", "bilo koje", "prethodn", "ranij", "gornj", "gore navedene",
              "iznad", "prvobitn", "početn", "originaln", "izvorn", "stare", "starih", "tvoje", "tvoja",
              "tvojih", "svoje", "svojih", "date", "dane", "dobijene", "dobivene", "dosadašnj",
              "dosadasnj"],
    "object": ["uputstv", "upute", "uputa", "instrukcij", "naredb", "pravil", "komand", "direktiv",
               "smjernic", "smernic", "prompt", "kontekst",
               "ograničenj", "rečeno", "rekli", "rekao"],
    "scope_object": ["sve iznad", "sve gore", "sve prethodno", "sve ranije", "sve što je", "sve što ti je",
                     "sve što si", "sve što sam", "sve do sada", "sve dosad", "sve rečeno", "sve navedeno",
                     "gore navedeno", "sve prije", "sve pre", "sve to", "sve što znaš", "tekst iznad",
                     "tekst gore", "sav tekst"],
}
_SH_LEAK = {
    "verb": ["pokaži", "pokažite", "otkrij", "otkrijte", "ispiši", "ispišite", "ispisuj", "ponovi",
             "ponovite", "ponavljaj", "odštampaj", "štampaj", "isprintaj", "reci", "recite", "kaži",
             "kažite", "saopšti", "saopći", "navedi", "citiraj", "nabroji", "daj mi", "dajte mi", "napiši",
             "napišite", "kopiraj", "zalijepi", "nalepi", "koja je", "koji je", "kakva je", "kakav je",
             "koje su", "podijeli", "podeli"],
    "scope": ["tvoj", "svoj", "sistemsk", "sustavsk", "početn", "prvobitn", "originaln", "izvorn",
              "skriven", "tajn", "intern", "povjerljiv", "poverljiv", "doslovn", "cijel", "ceo", "celi",
              "gornj", "prethodn"],
    "object": ["prompt", "uputstv", "upute", "uputa", "instrukcij", *_forms("sistemsk", _SH, "poruk"), "direktiv",
               "lozink", "šifr", "pristupni kod", "kod za pristup", "tajni ključ", "api ključ", "ključ za api",
               "token", "tekst iznad", "tekst gore"],
    "scope_object": [*_forms("sistemsk", _SH, "prompt"), *_forms("sistemsk", _SH, "uputstv"),
                     *_forms("sistemsk", _SH, "upute"), *_forms("sistemsk", _SH, "poruk"),
                     *_forms("sustavsk", _SH, "prompt"), *_forms("sustavsk", _SH, "upute"),
                     *_forms("sustavsk", _SH, "uput"), *_forms("sustavsk", _SH, "poruk"), "tekst iznad", "tekst gore",
                     "sve iznad", "sve gore", "gornji tekst", "tvoja pravila",
                     "svoja pravila", "tvojih pravila", "svojih pravila"],
}
_SH_UNRESTRICTED = {
    "verb": ["odgovaraj", "odgovarajte", "odgovori", "odgovorite", "ponašaj se", "ponašajte se", "djeluj",
             "deluj", "govori", "piši", "pišite", "nastavi", "budi", "sada si", "ti si sada", "od sada si",
             "odsad si", "ti si", "postani"],
    "scope": ["slobodan od", "slobodna od", "izvan", "ignorišući",
              "ignorirajući", "nisi ograničen", "više nemaš"],
    "object": ["ograničenj", "filter", "filtr", "cenzur", "pravil", "etik", "moral", "zabran", "okvir",
               "upozorenj", "odbijanj", "politik", "sigurnost", "bezbednost", "granic"],
    "scope_object": _pairs(["bez", "nikakvih", "nikakva", "nikakve", "bez ikakvih", "bez ikakve", "bez ikakva",
                            "nemaš", "nemaš nikakvih", "nemaš nikakva"],
                           ["ograničenj", "filter", "filtr", "cenzur", "pravil", "etik", "moral", "zabran",
                            "okvir", "upozorenj", "odbijanj", "politik", "granic"]),
}
_SH_PERSONA = {
    "verb": ["ti si", "ti ćeš", "ti ces", "sada si", "od sada si", "odsad si", "postani", "postaješ",
             "pretvaraj se", "glumi", "odglumi", "igraj ulogu", "odigraj ulogu", "preuzmi ulogu",
             "zamisli da si", "ponašaj se kao", "ponašaj se poput", "uđi u", "uključi", "aktiviraj",
             "prebaci se", "pređi u", "prijeđi u"],
    "scope": ["sada", "sad", "od sada", "odsad", "od ovog trenutka", "od ovog trena", "ubuduće",
              "zauvijek", "zauvek", "uvijek", "uvek", "nov"],
    "object": ["zli", "zlog", "zloj", "zlonamjern", "zlonameran", "zlonamern", "bez ograničenja",
               "bez ikakvih ograničenja", "bez pravila", "bez filtera", "bez cenzure", "neograničen",
               "necenzurisan", "necenzuriran", "režim programera", "programerski režim", "razvojni režim",
                   "razvojni način",
               "način za programere", "developer mode", "developerski", "božji režim", "jailbr",
               "amoraln", "neetičn", "dan model", "dan režim"],
}

LANGUAGES = {
    "ru": {
        "name": "Russian",
        "negation": ["не", "никогда", "нельзя", "ни в коем случае", "не надо", "не нужно"],
        "override": {
            "verb": ["игнорир", "проигнорир", "забудь", "забудьте", "забыть", "забывай", "пренебре",
                     "отбрось", "отбросьте", "отбрасыва", "не обращай внимания", "не обращайте внимания",
                     "отмени", "отмените", "выбрось из головы", "сбрось", "наплюй", "перестань следовать",
                     "перестаньте следовать", "больше не следуй", "не следуй больше", "откажись от",
                     "обойди", "аннулируй", "отменен", "отменя", "больше не действу", "покончено",
                     "с этим все"],
            "scope": ["все", "всю", "всех", "любые", "предыдущ", "прежн", "ранее", "выше", "вышеизложен",
                      "вышеуказан", "изначальн", "первоначальн", "исходн", "старые", "старых", "свои",
                      "своих", "твои", "твоих", "ваши", "ваших", "полученн", "прошл",
                      "предшеству", "до этого", "данные тебе", "данные вам"],
            "object": ["инструкци", "указани", "правил", "команд", "директив", "установк", "промпт",
                       "контекст", "ограничени", "сказан",
                       "говорил", "рекомендаци", "руководств", "распоряжени", "приказ"],
            "scope_object": ["все выше", "все вышесказан", "все вышеизложен", "все вышенаписан", "вышесказан",
                             "все что было", "все что выше", "все что тебе", "все что вам", "все что я говорил",
                             "все что я сказал", "все что я писал", "все что ты знаешь", "все до этого",
                             "все ранее", "все предыдущ", "все сказан", "все прежн", "то что было выше",
                             "все остальное", "все, чему тебя", "текст выше", "весь текст", "новые задани",
                                 "новое задани", "новая задача",
                             "новые инструкци"],
        },
        "leak": {
            "verb": ["покажи", "покажите", "раскрой", "раскройте", "раскрыть", "выведи", "выведите", "выводи",
                     "повтори", "повторите", "повторяй", "напечатай", "распечатай", "скажи", "скажите",
                     "сообщи", "назови", "назовите", "озвучь", "процитир", "перечисли", "выдай", "выдайте",
                     "дай мне", "дайте мне", "напиши", "напишите", "скопируй", "вставь", "выгрузи", "какой",
                     "какая", "какие", "каков", "поделись", "продублируй", "выпиши", "добавляй", "переведи"],
            "scope": ["твои", "твою", "твоих", "твоего", "твое", "твоем", "твоя", "ваш", "свои", "свою",
                      "своих", "системн", "исходн", "начальн", "изначальн", "первоначальн", "скрыт",
                      "секретн", "тайн", "внутренн", "конфиденциальн", "дословн", "полност", "целиком",
                      "весь", "всю", "выше", "предыдущ", "у тебя", "тебе дали", "тебе сообщили", "ты получил",
                      "самые первые", "самыми первыми"],
            "object": ["промпт", "инструкци", "системное сообщение", "указани", "директив", "парол",
                       "код доступа", "ключ доступа", "ключ api", "api ключ", "токен", "текст выше",
                       *_forms("секретн", _RU, "ключ")],
            "scope_object": [*_forms("системн", _RU, "промпт"), *_forms("системн", _RU, "инструкци"),
                             *_forms("системн", _RU, "сообщени"), *_forms("системн", _RU, "указани"),
                             *_forms("стартов", _RU, "промпт"), *_forms("начальн", _RU, "промпт"),
                             *_forms("исходн", _RU, "промпт"), *_forms("первоначальн", _RU, "промпт"),
                             "текст выше", "все выше", "все что выше", "все что написано выше", "свои правила",
                             "твои правила", "твоих правил", "своих правил", "ваши правила"],
        },
        "unrestricted": {
            "verb": ["отвечай", "отвечайте", "ответь", "ответьте", "действуй", "действуйте", "веди себя",
                     "ведите себя", "говори", "пиши", "продолжай", "будь", "выполняй", "генерируй",
                     "ты теперь", "теперь ты", "отныне ты", "ты отныне", "ты больше", "ты являешься", "притворись",
                     "представь", "переключ"],
            "scope": ["свободен от", "свободна от", "свободны от", "свободным от", "вне рамок", "вне правил",
                      "не ограничен",
                      "игнорируя", "не связан", "больше не", "не обращая внимания на", "убрали", "отключ",
                      "сняли", "сняты"],
            "object": ["ограничени", "фильтр", "цензур", "правил", "этик", "морал", "запрет", "рамок",
                       "рамк", "предупреждени", "отказ", "политик", "безопасност", "этических норм",
                       "моральных норм"],
            "scope_object": _pairs(["без", "никаких", "нет", "без каких либо", "без всяких", "без никаких",
                                    "нет никаких"],
                                   ["ограничени", "фильтр", "цензур", "правил", "этик", "морал", "запрет",
                                    "рамок", "предупреждени", "отказ", "политик", "этических норм",
                                    "моральных норм"]),
        },
        "persona": {
            "verb": ["ты", "ты будешь", "стань", "станешь", "притворись", "притворяйся", "представь что ты",
                     "сыграй роль", "играй роль", "веди себя как", "действуй как", "выступай в роли",
                     "выступи в роли", "войди в", "включи", "активируй", "перейди в", "переключись в",
                     "переключись на", "прикинься"],
            "scope": ["теперь", "отныне", "с этого момента", "с этой минуты", "с сегодняшнего", "впредь",
                      "навсегда", "всегда", "нов", "дальше", "далее", "сейчас"],
            "object": ["dan", "дэн", "злой", "злым", "злая", "злую", "злобн", "злонамерен", "злоумышлен",
                       "без ограничени", "без каких либо ограничени", "без всяких ограничени",
                       "никаких ограничени", "без правил", "без фильтр", "без цензур", "неограниченн",
                       "бесцензурн", "нецензурир", "режим разработчик", "режиме разработчик", "режим бога",
                       "режим бог", "джейлбрейк", "jailbr", "developer mode", "аморальн", "неэтичн"],
        },
    },
    "uk": {
        "name": "Ukrainian",
        "negation": ["не", "ніколи", "не можна", "ні в якому разі", "не треба", "не потрібно"],
        "override": {
            "verb": ["ігноруй", "ігноруйте", "ігнорува", "проігноруй", "забудь", "забудьте", "забути",
                     "забувай", "знехтуй", "знехтуйте", "нехтуй", "відкинь", "відкиньте", "не зважай",
                     "не зважайте", "не звертай уваги", "не звертайте уваги", "облиш", "скасуй", "скасуйте",
                     "перестань дотримуватися", "перестань виконувати", "більше не дотримуйся",
                     "викинь з голови", "відмовся від", "скасован", "більше не діють", "це виконано",
                     "з цим покінчено"],
            "scope": ["всі", "усі", "всю", "усю", "всіх", "усіх", "будь які", "попередн", "раніш", "вище",
                      "вищезазначен", "вищенаведен", "початков", "первісн", "старі", "старих", "свої",
                      "своїх", "твої", "твоїх", "ваші", "ваших", "отриман", "надан", "колишн", "до цього"],
            "object": ["інструкці", "вказівк", "вказівок", "правил", "команд", "директив", "настанов",
                       "промпт", "контекст", "обмежен", "сказан",
                       "казали", "розпоряджен", "наказ"],
            "scope_object": ["все вище", "усе вище", "все що було", "усе що було", "все сказан", "усе сказан",
                             "все що тобі", "усе що тобі", "все до цього", "усе до цього", "все раніше",
                             "усе раніше", "вищесказан", "вищенаписан", "все попереднє", "усе попереднє",
                             "все що вище", "усе що вище", "все що я казав", "все що ти знаєш",
                             "усе що ти знаєш", "нові завдан", "нове завдан", "нові інструкці", "текст вище",
                                 "весь текст"],
        },
        "leak": {
            "verb": ["покажи", "покажіть", "розкрий", "розкрийте", "виведи", "виведіть", "виводь", "повтори",
                     "повторіть", "повторюй", "надрукуй", "роздрукуй", "скажи", "скажіть", "повідом",
                     "назви", "назвіть", "озвуч", "процитуй", "перелічи", "видай", "дай мені", "дайте мені",
                     "напиши", "напишіть", "скопіюй", "встав", "який", "яка", "яке", "які", "поділися",
                     "поділись", "випиши", "додавай", "переклади"],
            "scope": ["твій", "твої", "твою", "твоє", "твого", "твоїх", "ваш", "свій", "свої", "свою",
                      "своїх", "системн", "початков", "прихован", "секретн", "таємн", "внутрішн",
                      "конфіденційн", "дослівн", "повністю", "цілком", "весь", "вище", "попередн",
                      "у тебе", "тобі дали", "тобі надали", "ти отримав", "найперш"],
            "object": ["промпт", "інструкці", "вказівк", "системне повідомлення", "директив", "парол",
                       "код доступу", "ключ доступу", "ключ api", "api ключ", "токен", "текст вище",
                       *_forms("секретн", _UK, "ключ")],
            "scope_object": [*_forms("системн", _UK, "промпт"), *_forms("системн", _UK, "інструкці"),
                             *_forms("системн", _UK, "повідомлен"), *_forms("початков", _UK, "промпт"),
                             "текст вище", "все вище", "усе вище", "все що вище", "усе що вище", "свої правила",
                             "твої правила", "твоїх правил", "своїх правил"],
        },
        "unrestricted": {
            "verb": ["відповідай", "відповідайте", "поводься", "поводьтеся", "говори",
                     "пиши", "продовжуй", "будь", "виконуй", "генеруй", "ти тепер", "тепер ти",
                     "відтепер ти", "віднині ти", "ти відтепер"],
            "scope": ["вільний від", "вільна від", "вільні від", "поза", "ігноруючи", "не обмежен",
                      "більше не"],
            "object": ["обмежен", "фільтр", "цензур", "правил", "етик", "морал", "заборон", "рамок", "рамк",
                       "попереджен", "відмов", "політик", "безпек"],
            "scope_object": _pairs(["без", "жодних", "ніяких", "немає", "без жодних", "без будь яких", "без ніяких"],
                                   ["обмежен", "фільтр", "цензур", "правил", "етик", "морал", "заборон", "рамок",
                                    "попереджен", "відмов", "політик"]),
        },
        "persona": {
            "verb": ["ти", "ти будеш", "стань", "станеш", "вдавай", "удавай", "прикинься", "зіграй роль",
                     "грай роль", "уяви що ти", "поводься як", "дій як", "виступай в ролі", "виступай у ролі",
                     "увімкни", "активуй", "перейди в", "перейди у", "перемкнись", "перемкнися"],
            "scope": ["тепер", "відтепер", "віднині", "з цього моменту", "з цієї миті", "надалі", "назавжди",
                      "завжди", "нов", "зараз"],
            "object": ["dan", "ден", "злий", "злим", "злою", "злісн", "зловмисн", "без обмежен",
                       "без жодних обмежен", "без будь яких обмежен", "жодних обмежен", "без правил",
                       "без фільтр", "без цензур", "необмежен", "нецензурован", "режим розробник",
                       "режимі розробник", "режим бога", "джейлбрейк", "jailbr", "developer mode",
                       "аморальн", "неетичн"],
        },
    },
    "bg": {
        "name": "Bulgarian",
        "negation": ["не", "никога", "недей", "недейте"],
        "override": {
            "verb": ["игнорир", "забрави", "забравете", "забравят", "пренебрегн", "пренебрегва",
                     "не обръщай внимание", "не обръщайте внимание", "отхвърли", "отмени", "пропусни",
                     "престани да следваш", "спри да следваш", "зачеркни", "изхвърли от главата си"],
            "scope": ["всички", "всяка", "предишн", "предходн", "по горе", "горн", "горепосочен",
                      "досегашн", "първоначалн", "изходн", "стари", "старите", "твоите", "своите", "тези",
                      "дадени", "получени", "до момента", "досега"],
            "object": ["инструкци", "указани", "правила", "правил", "команд", "директив", "насок",
                       "промпт", "контекст", "ограничени", "казано",
                       "заповед"],
            "scope_object": ["всичко по горе", "всичко горе", "всичко досега", "всичко преди",
                             "всичко казано", "всичко което ти", "всичко което беше", "всичко което си",
                             "всичко което знаеш", "всичко което съм", "всичко до момента", "горното",
                             "гореизложен", "горенаписан", "всичко предишно", "всичко останало"],
        },
        "leak": {
            "verb": ["покажи", "покажете", "разкрий", "разкрийте", "изведи", "изведете", "повтори",
                     "повторете", "повтаряй", "отпечатай", "принтирай", "кажи", "кажете", "съобщи", "назови",
                     "цитирай", "изброй", "дай ми", "дайте ми", "напиши", "напишете", "копирай", "какъв",
                     "каква", "какви са", "сподели", "изпиши"],
            "scope": ["твоя", "твоят", "твоите", "твоето", "твоята", "твой", "своя", "своите", "системн", "системен",
                      "първоначалн", "изходн", "скрит", "тайн", "секретн", "вътрешн", "поверителн",
                      "дословн", "пълн", "изцяло", "горн", "предишн"],
            "object": ["промпт", "инструкци", "системно съобщение", "указани", "директив", "парола",
                       "паролата", "код за достъп", "секретния ключ", "секретен ключ", "api ключ", "ключа за api",
                       "токен", "текста по горе"],
            "scope_object": ["системен промпт", "системния промпт", "системният промпт", "системни инструкци",
                             "системните инструкци", "системно съобщени", "системното съобщени", "текста по горе",
                             "текст по горе", "горния текст", "горен текст", "всичко по горе",
                             "първоначален промпт", "първоначалния промпт", "първоначалният промпт", "твоите правила",
                             "своите правила"],
        },
        "unrestricted": {
            "verb": ["отговаряй", "отговаряйте", "отговори", "отговорете", "действай", "дръж се",
                     "говори", "пиши", "продължи", "продължавай", "бъди", "изпълнявай", "ти вече",
                     "вече си", "отсега нататък си", "сега си"],
            "scope": ["свободен от", "свободна от", "извън", "игнорирайки",
                      "не си ограничен", "вече нямаш"],
            "object": ["ограничени", "филтр", "цензур", "правила", "етик", "морал", "забрани", "рамк",
                       "предупреждени", "отказ", "политик", "безопасност"],
            "scope_object": _pairs(["без", "никакви", "няма", "без никакви", "без каквито и да е"],
                                   ["ограничени", "филтр", "цензур", "правила", "етик", "морал", "забрани", "рамк",
                                    "предупреждени", "отказ", "политик"]),
        },
        "persona": {
            "verb": ["ти", "ти ще", "вече си", "сега си", "ставаш", "стани", "преструвай се", "престори се",
                     "играй ролята", "изиграй ролята", "представи си че си", "дръж се като", "действай като",
                     "влез в", "включи", "активирай", "превключи"],
            "scope": ["сега", "вече", "отсега", "от сега нататък", "от този момент", "оттук нататък",
                      "занапред", "завинаги", "винаги", "нов"],
            "object": ["dan", "дан", "зъл", "злия", "зловред", "злонамерен", "без ограничени",
                       "без никакви ограничени", "без правила", "без филтр", "без цензур", "неограничен",
                       "нецензуриран", "режим за разработчици", "режим на разработчик", "режим на бог",
                       "джейлбрейк", "jailbr", "developer mode", "аморалн", "неетичн"],
        },
    },
    "sr": _sr_table({
        "name": "Serbian",
        "negation": ["ne", "nikad", "nikada", "nemoj", "nemojte"],
        "override": _SH_OVERRIDE,
        "leak": _SH_LEAK,
        "unrestricted": _SH_UNRESTRICTED,
        "persona": _SH_PERSONA,
    }),
    "hr": {
        "name": "Croatian",
        "negation": ["ne", "nikad", "nikada", "nemoj", "nemojte"],
        "override": _SH_OVERRIDE,
        "leak": _SH_LEAK,
        "unrestricted": _SH_UNRESTRICTED,
        "persona": _SH_PERSONA,
    },
    "sl": {
        "name": "Slovenian",
        "negation": ["ne", "nikoli", "nikar"],
        "override": {
            "verb": ["prezri", "prezrite", "ignoriraj", "ignorirajte", "pozabi", "pozabite", "zanemari",
                     "zanemarite", "ne upoštevaj", "ne upoštevajte", "zavrzi", "zavrzite", "preskoči",
                     "prekliči", "nehaj slediti", "ne sledi več", "ne upoštevaj več"],
            "scope": ["vse", "vsa", "vseh", "katerakoli", "prejšnj", "zgornj", "zgoraj", "predhodn",
                      "začetn", "prvotn", "izvirn", "stara", "starih", "tvoja", "tvoje", "tvojih", "svoja",
                      "svoje", "dana", "dane", "prejet", "dosedanj"],
            "object": ["navodil", "ukaz", "pravil", "direktiv", "smernic", "prompt", "kontekst", "omejitv",
                       "omejitev", "rečeno", "povedano"],
            "scope_object": ["vse zgoraj", "vse prej", "vse kar ti je", "vse kar sem", "vse kar si",
                             "vse kar je bilo", "vse do zdaj", "vse doslej", "vse povedano", "vse rečeno",
                             "vse zgornje", "vse prejšnje", "vse pred tem", "vse ostalo", "besedilo zgoraj",
                             "zgornje besedilo"],
        },
        "leak": {
            "verb": ["pokaži", "pokažite", "razkrij", "razkrijte", "izpiši", "izpišite", "ponovi", "ponovite",
                     "natisni", "povej", "povejte", "sporoči", "navedi", "citiraj", "naštej", "daj mi",
                     "dajte mi", "napiši", "napišite", "kopiraj", "prilepi", "kakšno je", "kakšen je",
                     "kakšna je", "katero je", "deli"],
            "scope": ["tvoj", "svoj", "sistemsk", "začetn", "prvotn", "izvirn", "skrit", "tajn", "skrivn",
                      "notranj", "zaupn", "dobesedn", "celotn", "zgornj", "prejšnj"],
            "object": ["prompt", "navodil", *_forms("sistemsk", _SL, "sporočil"), "direktiv", "gesl",
                       "dostopno kodo", "dostopna koda", "dostopne kode",
                       "kodo za dostop", "skrivni ključ", "api ključ", "žeton", "token", "besedilo zgoraj"],
            "scope_object": [*_forms("sistemsk", _SL, "prompt"), *_forms("sistemsk", _SL, "navodil"),
                             *_forms("sistemsk", _SL, "sporočil"), *_forms("sistemsk", _SL, "poziv"),
                             "besedilo zgoraj",
                             "vse zgoraj", "zgornje besedilo", "tvoja pravila",
                             "svoja pravila", "tvojih pravil", "svojih pravil"],
        },
        "unrestricted": {
            "verb": ["odgovarjaj", "odgovarjajte", "odgovori", "odgovorite", "deluj", "obnašaj se",
                     "govori", "piši", "nadaljuj", "bodi", "zdaj si", "sedaj si", "odslej si", "ti si"],
            "scope": ["prost", "zunaj", "ne glede na", "nisi omejen",
                      "ignorirajoč"],
            "object": ["omejitev", "omejitv", "filtr", "filter", "cenzur", "pravil", "etik", "moral",
                       "prepoved", "okvir", "opozoril", "zavrn", "politik", "varnost"],
            "scope_object": _pairs(["brez", "nobenih", "nimaš", "brez kakršnihkoli", "brez vsakršnih",
                                    "nimaš nobenih"],
                                   ["omejitev", "omejitv", "filtr", "filter", "cenzur", "pravil", "etik", "moral",
                                    "prepoved", "okvir", "opozoril", "zavrn", "politik"]),
        },
        "persona": {
            "verb": ["ti si", "zdaj si", "sedaj si", "odslej si", "postani", "postaneš", "pretvarjaj se",
                     "igraj vlogo", "odigraj vlogo", "prevzemi vlogo", "predstavljaj si da si",
                     "obnašaj se kot", "vklopi", "aktiviraj", "preklopi", "vstopi v"],
            "scope": ["zdaj", "sedaj", "odslej", "od zdaj naprej", "od tega trenutka", "za vedno", "vedno",
                      "nov"],
            "object": ["zlob", "zlonamern", "brez omejitev", "brez kakršnihkoli omejitev", "brez pravil",
                       "brez filtr", "brez cenzur", "neomejen", "necenzuriran", "razvijalski način",
                       "razvijalskem načinu",
                       "način za razvijalce", "božji način", "jailbr", "developer mode", "amoraln",
                       "neetičn"],
        },
    },
    "el": {
        "name": "Greek",
        "negation": ["μην", "μη", "δεν", "ποτέ", "ούτε"],
        "override": {
            "verb": ["αγνόησ", "αγνόει", "αγνοήστε", "ξέχασ", "ξεχάστε", "ξέχνα", "ξεχνάτε", "παράβλεψ",
                     "παραβλέψτε", "αψήφησ", "απόρριψ", "απορρίψτε", "παράκαμψ", "παρακάμψτε",
                     "μην ακολουθείς", "μην ακολουθήσεις", "σταμάτα να ακολουθείς",
                     "σταμάτησε να ακολουθείς", "πέτα", "ακύρωσε", "βγάλε από το μυαλό", "δεν ισχύ",
                         "παύουν να ισχύουν", "καταργ"],
            "scope": ["όλες", "όλα", "όλους", "κάθε", "προηγούμεν", "παραπάνω", "ανωτέρ", "αρχικ",
                      "παλιές", "παλιά", "παλιούς", "υπάρχουσ", "δοθείσ", "σου", "αυτές", "αυτούς",
                      "μέχρι τώρα", "ως τώρα"],
            "object": ["οδηγί", "εντολ", "κανόν", "κατευθύνσ", "prompt", "πλαίσι", "περιορισμ", "ειπώθηκ",
                       "σου είπαν", "σου είπα", "υποδείξ", "προτροπ"],
            "scope_object": ["όλα τα παραπάνω", "τα παραπάνω", "όλα τα προηγούμεν", "τα προηγούμεν",
                             "το κείμενο παραπάνω",
                             "το παραπάνω κείμενο",
                             "ό τι ειπώθηκε", "ό τι σου", "ότι σου είπ", "όλα όσα", "όσα σου", "όσα είπαμε",
                             "όσα ξέρεις", "όλα πριν", "όλα αυτά", "ό τι προηγήθηκε", "ό τι είπα"],
        },
        "leak": {
            "verb": ["αποκάλυψ", "αποκαλύψτε", "δείξε", "δείξτε", "εμφάνισ", "τύπωσ", "εκτύπωσ",
                     "επανάλαβ", "επαναλάβετε", "πες", "πείτε", "γράψε", "γράψτε", "δώσε", "δώστε", "μοιράσ",
                     "αντίγραψ", "επικόλλησ", "ποιος είναι", "ποιο είναι", "ποια είναι", "ποιες είναι",
                     "ποιοι είναι", "παράθεσ", "απαρίθμησ", "φανέρωσ", "πρόσθεσ", "μετάφρασ"],
            "scope": ["σου", "του συστήματος", "συστήματ", "αρχικ", "κρυφ", "μυστικ", "εσωτερικ",
                      "εμπιστευτικ", "αυτολεξεί", "ολόκληρ", "πλήρ", "παραπάνω", "προηγούμεν"],
            "object": ["prompt", "οδηγί", "μήνυμα συστήματος", "κωδικός", "κωδικού", "κωδικοί", "κωδικό πρόσβασης",
                       "τον κωδικό", "συνθηματικ", "μυστικό κλειδί", "κλειδί api", "api κλειδί",
                       "token", "κείμενο παραπάνω", "κείμενο πιο πάνω", "προτροπ"],
            "scope_object": ["prompt συστήματος", "prompt του συστήματος", "μήνυμα συστήματος",
                             "οδηγίες συστήματος", "οδηγίες του συστήματος", "το παραπάνω κείμενο",
                             "κείμενο παραπάνω", "κείμενο πιο πάνω", "όλα τα παραπάνω", "αρχικό prompt",
                             "system prompt", "προτροπή συστήματος", "τους κανόνες σου",
                                 "τους κανόνες του συστήματος", "όλα όσα υπάρχουν πάνω", "πάνω από αυτή",
                             "πάνω από αυτό", "πάνω από αυτήν"],
        },
        "unrestricted": {
            "verb": ["απάντα", "απάντησε", "απαντάτε", "απαντάς", "απαντήστε", "ενέργησε", "ενεργείς",
                     "συμπεριφέρσου", "συμπεριφέρεσαι", "μίλα", "γράφε", "γράψε", "συνέχισε", "λειτουργείς",
                     "λειτούργησε", "είσαι", "θα είσαι", "να είσαι", "γίνε", "λειτουργία προγραμματιστή",
                     "λειτουργία developer"],
            "scope": ["ελεύθερ", "εκτός", "αγνοώντας", "δεν έχεις",
                      "πλέον δεν"],
            "object": ["περιορισμ", "φίλτρ", "λογοκρισ", "κανόν", "ηθικ", "όρια", "ορίων", "απαγορεύσ",
                       "προειδοποιήσ", "αρνήσ", "πολιτικ", "ασφάλει", "δεσμεύσ"],
            "scope_object": _pairs(["χωρίς", "καμία", "κανέναν", "κανένα", "κανενός", "χωρίς κανέναν", "χωρίς καμία",
                                    "χωρίς κανένα", "χωρίς κανενός"],
                                   ["περιορισμ", "φίλτρ", "λογοκρισ", "κανόν", "ηθικ", "όρια", "ορίων",
                                    "απαγορεύσ", "προειδοποιήσ", "αρνήσ", "πολιτικ", "δεσμεύσ"]),
        },
        "persona": {
            "verb": ["είσαι", "θα είσαι", "γίνε", "γίνεσαι", "προσποιήσου", "παίξε τον ρόλο", "παίξε το ρόλο",
                     "υποδύσου", "φαντάσου ότι είσαι", "συμπεριφέρσου σαν", "ενέργησε σαν", "ενεργοποίησ",
                     "μπες σε", "μπες στη", "άλλαξε σε", "μετάβα σε", "πέρνα σε"],
            "scope": ["τώρα", "από τώρα", "από εδώ και πέρα", "στο εξής", "από αυτή τη στιγμή", "πλέον",
                      "για πάντα", "πάντα", "νέο", "νέα", "νέος", "νέου"],
            "object": ["dan", "κακός", "κακό", "κακή", "κακόβουλ", "χωρίς περιορισμ",
                       "χωρίς κανέναν περιορισμ", "χωρίς κανόν", "χωρίς φίλτρ", "χωρίς λογοκρισ",
                       "απεριόριστ", "αλογοκρίτ", "λειτουργία προγραμματιστή", "λειτουργία developer",
                       "developer mode", "jailbr", "ανήθικ", "αμοραλ"],
        },
    },
    "tr": _tr_table({
        "name": "Turkish",
        "negation": ["asla", "sakın", "hiçbir zaman", "hiç"],
        "override": {
            "verb": ["yok say", "görmezden gel", "unut", "dikkate alma", "önemseme", "umursama",
                     "kenara bırak", "geçersiz say", "geçersiz kıl", "iptal et", "boşver", "boş ver",
                     "uymayı bırak", "takip etmeyi bırak", "uygulamayı bırak", "aklından çıkar", "geçersiz",
                     "bu iş tamam"],
            "scope": ["tüm", "bütün", "hepsi", "önceki", "önceden", "daha önceki", "yukarıdak", "yukarıda",
                      "eski", "ilk", "orijinal", "mevcut", "verilen", "sana verilen", "senin", "şimdiye kadar"],
            "object": ["talimat", "yönerge", "komut", "kural", "emir", "emirleri", "direktif", "prompt",
                       "istemleri", "istemler", "sistem istem", "bağlam", "kısıtlama", "söylenen", "dediklerim",
                           "dedikler"],
            "scope_object": ["yukarıdaki her", "yukarıdakiler", "önceki her", "bundan önceki", "daha önce söylenen",
                             "sana söylenen", "sana verilen her", "şimdiye kadar söylenen", "şimdiye kadarki her",
                             "öncekileri", "önceki her şey", "geri kalan her", "talimatların", "kuralların",
                             "yönergelerin", "yeni görev", "yeni talimat", "yukarıdaki metn",
                             "yukarıdaki metin"],
        },
        "leak": {
            "verb": ["göster", "açığa çıkar", "ifşa", "tekrarla", "yazdır", "söyle", "paylaş", "bana ver",
                     "bana yaz", "aynen yaz", "buraya yaz", "olduğu gibi yaz", "listele", "yapıştır",
                     "kopyala", "nedir", "neydi", "nelerdir", "nelerdi", "ne olduğunu söyle", "ilet", "ekle"],
            "scope": ["senin", "sistem", "ilk", "başlangıç", "orijinal", "gizli", "saklı", "dahili",
                      "kelimesi kelimesine", "aynen", "eksiksiz", "yukarıdak", "önceki"],
            "object": ["prompt", "istemin", "istemini", "talimat", "yönerge", "sistem mesaj", "şifre", "parola",
                       "erişim kod", "gizli anahtar", "api anahtar", "token", "metin",
                       "metn"],
            "scope_object": ["sistem istem", "sistem prompt", "sistem mesaj", "sistem talimat", "ilk istem",
                             "başlangıç istem", "yukarıdaki metn", "yukarıdaki metin", "şifren", "parolan",
                                 "gizli şifre", "gizli parola",
                             "erişim kodun", "yönergelerin", "üstündeki her", "bu satırın üst"],
        },
        "unrestricted": {
            "verb": ["cevap ver", "yanıt ver", "yanıtla", "cevapla", "davran", "hareket et", "konuş",
                     "devam et", "sen artık", "artık sen", "zekasın", "asistansın", "modelsin", "botsun",
                     "yanıtlarını ver", "cevaplarını ver", "moduna geç", "moduna gir"],
            "scope": ["olmadan", "olmayan", "hiçbir", "yok", "serbest", "dışında", "bağımsız",
                      "takılmadan", "aldırmadan", "olmadığı"],
            "object": ["kısıtlama", "sınır", "filtre", "sansür", "kural", "etik", "ahlak", "yasak", "uyarı",
                       "reddet", "politika", "güvenlik"],
            "scope_object": ["kısıtlamasız", "sınırsız", "filtresiz", "sansürsüz", "kuralsız", "etiksiz",
                             "ahlaksız"],
        },
        "persona": {
            "verb": ["sen", "sensin", "gibi davran", "rolüne gir", "rolünü oyna", "rol yap", "taklit et",
                     "gibi yap", "etkinleştir", "aktifleştir", "aktif et", "moduna geç",
                     "moduna gir", "moduna al"],
            "scope": ["artık", "şimdi", "şu andan itibaren", "bundan sonra", "bundan böyle",
                      "bu andan itibaren", "her zaman", "daima", "kalıcı", "yeni", "sonsuza"],
            "object": ["dan sın", "dan sin", "dan olarak", "dan modu", "dan gibi", "kötü niyetli", "kötü yapay",
                       "kötü asistan", "kötücül",
                       "kısıtlamasız", "sınırsız", "filtresiz", "sansürsüz", "kuralsız", "kısıtlaması olmayan",
                       "hiçbir kısıtlaması", "kısıtlama olmadan", "kuralı olmayan", "kural olmadan",
                       "geliştirici mod", "tanrı mod", "jailbr", "developer mode", "ahlaksız",
                       "etik dışı"],
        },
    }),
}
