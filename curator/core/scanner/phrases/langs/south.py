"""Phrase lists: Arabic, Persian, Hebrew, Hindi, Bengali, Urdu, Indonesian, Malay, Tagalog, Swahili.

Notes on the scripts:
- Arabic and Hebrew attach conjunctions, prepositions and the article to the next word ("والتعليمات",
  "מההוראות"); entries match the start of a word, so the prefixed forms are generated (``_ar``, ``_he``).
- Persian: the zero-width non-joiner is removed by the folding ("دستورالعمل‌ها" -> "دستورالعملها");
  entries are also given with Arabic yeh/kaf, which some keyboards type.
- Hindi and Bengali are listed as ``spaced: False``: their vowel signs are not word characters for the
  engine's word pattern (\\w), so a word like "अनदेखा" would be split in pieces; entries are found
  anywhere in the text instead, so they are real collocations (verbs with their auxiliary: "अनदेखा कर").
  The folding also drops virama and nukta ("निर्देश" -> "निरदेश"); entries are folded the same way.
- Indonesian and Malay "dan" means "and": the DAN persona is listed as "adalah dan", "sebagai dan" ...
"""

from __future__ import annotations


def _ar(*words: str) -> list[str]:
    """Arabic words with the prefixes that attach to them (و ف ب ل ك, and the article)."""
    out: list[str] = []
    for w in words:
        out.append(w)
        if w.startswith("ال"):
            out += ["و" + w, "ف" + w, "ب" + w, "وب" + w, "ك" + w, "لل" + w[2:], "ولل" + w[2:]]
        elif " " not in w:
            out += ["و" + w, "ف" + w, "ب" + w, "ل" + w, "وب" + w, "ول" + w]
    return out


_HE_PREFIXES = ("", "ה", "ו", "וה", "ש", "שה", "מ", "מה", "ומה", "ל", "ול", "ב", "וב", "כ", "וכ", "של")


def _he(*words: str) -> list[str]:
    """Hebrew words with the one-letter prefixes that attach to them (ה ו ש מ ל ב כ and pairs)."""
    out: list[str] = []
    for w in words:
        out += [p + w for p in _HE_PREFIXES]
    return out


def _fa(*words: str) -> list[str]:
    """Persian entries, also with Arabic yeh and kaf (ي ك) as some keyboards type them."""
    out: list[str] = []
    for w in words:
        out.append(w)
        alt = w.replace("ی", "ي").replace("ک", "ك")
        if alt != w:
            out.append(alt)
    return out


def _fa_table(table: dict) -> dict:
    return {k: ({r: _fa(*v) for r, v in t.items()} if isinstance(t, dict) else t) for k, t in table.items()}


LANGUAGES = {
    "ar": {
        "name": "Arabic",
        "negation": ["لا", "لن", "لم", "ليس", "أبدا", "ابدا", "عدم", "دون أن", "عبارة", "جملة", "مثل"],
        "override": {
            "verb": _ar("تجاهل", "تتجاهل", "اهمل", "أهمل", "انسى", "انسوا", "انس كل", "انس جميع", "انس ما",
                        "انس اي", "انسي كل", "انسي ما", "تنسى كل", "اضرب عرض الحائط", "تخل عن", "تخلى عن",
                        "اترك كل", "اترك جميع", "تلغي", "لا تلتزم ب", "لا تتبع", "لا تعمل ب", "توقف عن اتباع",
                        "لم تعد سارية", "لم تعد صالحة", "لم تعد ملزمة") + ["ignore"],
            "scope": _ar("كل", "جميع", "السابقة", "السابق", "الماضية", "القديمة", "القديم", "الأصلية",
                         "الأولية", "الأولى", "اعلاه", "أعلاه", "المذكورة", "الموجودة", "المعطاة",
                         "السالفة", "المتقدمة", "قبل") + ["من قبل", "اعلاه"],
            "object": _ar("التعليمات", "تعليمات", "تعليماتك", "الأوامر", "أوامر", "أوامرك", "الإرشادات",
                          "إرشادات", "إرشاداتك", "القواعد", "قواعد", "قواعدك", "التوجيهات", "توجيهات",
                          "توجيهاتك", "الضوابط", "ضوابط", "السياق", "المهمة", "المهام", "النص", "الرسائل",
                          "البرمجة", "موجه النظام", "الموجه") + ["ما قيل", "ما قلته", "ما طلب"],
            "scope_object": ["كل ما سبق", "ما سبق", "كل ما قيل", "ما قيل لك", "كل ما تقدم", "ما تقدم",
                             "كل ما ورد", "ما ورد اعلاه", "ما ورد أعلاه", "كل شيء قبل", "كل شيء سابق",
                             "كل ما قبل", "كل ما فوق", "ما فوق", "كل ما طلب منك", "ما طلب منك",
                             "تعليماتك الأصلية", "تعليماتك السابقة", "بكل ما سبق", "لكل ما سبق"],
        },
        "leak": {
            "verb": _ar("اظهر", "أظهر", "أرني", "ارني", "اعرض", "اكشف", "اطبع", "كرر", "انسخ", "الصق", "اذكر",
                        "أعطني", "اعطني", "أخبرني", "اخبرني", "شارك", "سرب", "افصح", "أفصح", "اكتب", "أرفق",
                        "ارفق") + ["قل لي", "ما هي", "ما هو", "ماهي", "ماهو", "ما كلمة", "ما نص", "ما محتوى"],
            "scope": _ar("النظام", "المخفية", "المخفي", "السرية", "السري", "الأولية", "الأولي", "الأصلية",
                         "الداخلية", "كاملا", "كاملة", "بالكامل", "حرفيا", "حرفيًا", "أعلاه", "الأولى", "أول")
                     + ["الخاص بك", "الخاصة بك", "كلمة بكلمة"],
            "object": _ar("التعليمات", "تعليمات", "الموجه", "موجه", "البرومبت", "برومبت", "رسالة",
                          "التوجيهات", "الإرشادات", "القواعد", "النص", "المفتاح", "الرمز") + [
                          "prompt", "كلمة المرور", "كلمة السر", "رمز الوصول", "كل ما فوق"],
            "scope_object": _ar("تعليماتك", "إرشاداتك", "توجيهاتك", "قواعدك") + [
                             "موجه النظام", "رسالة النظام", "تعليمات النظام", "برومبت النظام", "system prompt",
                             "كلمة المرور", "كلمة السر", "كلمة مرورك", "الرمز السري", "رمز الوصول",
                             "المفتاح السري", "مفتاح api", "النص اعلاه", "النص أعلاه", "النص الموجود أعلاه",
                             "كل ما فوق هذا", "ما فوق هذا السطر"],
        },
        "unrestricted": {
            "verb": _ar("أجب", "اجب", "تجيب", "ستجيب", "تصرف", "تحدث", "تكلم", "اكتب", "استجب", "تعمل")
                    + ["انت الان", "أنت الآن", "أنت حر", "أصبحت", "اصبحت", "ستكون", "ستعمل", "كن", "حذفوا", "أزالوا",
                       "أزال المطورون", "تم تعطيل", "عطلوا"],
            "scope": _ar("بلا", "بدون", "دون", "متحررا", "متحرر") + ["خال من", "خاليا من", "حر من", "بعيدا عن",
                                                                   "لا تلتزم", "غير مقيد", "كل", "جميع"],
            "object": _ar("قيود", "القيود", "رقابة", "الرقابة", "فلاتر", "الفلاتر", "فلترة", "تصفية", "قواعد",
                          "القواعد", "ضوابط", "الضوابط", "أخلاق", "الأخلاق", "محاذير", "تحذيرات", "التحذيرات",
                          "سياسات", "السياسات", "حدود") + ["أي قيود", "اي قيود", "رفض", "قواعد الأمان", "ضوابط الأمان",
                                                     "فلاتر الأمان"],
            "scope_object": ["بلا قيود", "بلا أي قيود", "بدون قيود", "بدون أي قيود", "وضع المطور",
                             "الوضع الحر", "developer mode"],
        },
        "persona": {
            "verb": ["انت", "أنتم", "أصبحت", "اصبحت", "ستكون", "ستبقى", "تظاهر", "تقمص", "مثل دور", "العب دور",
                     "فعل", "شغل", "ادخل", "انتقل الى", "انتقل إلى", "تحول الى", "تحول إلى"],
            "scope": _ar("الآن", "الان") + ["من الآن", "من الان", "فصاعدا", "بعد الآن", "جديد", "جديدة", "دائما",
                                            "الدائمة", "الدائم", "في كل", "كل الجلسات"],
            "object": ["dan", "شرير", "شريرة", "بلا قيود", "بلا أي قيود", "بدون قيود", "بدون أي قيود",
                       "بلا حدود", "بلا رقابة", "غير مقيد", "وضع المطور", "developer mode", "jailbr",
                       "بلا قواعد", "بدون قواعد", "الوضع الحر", "بلا ضوابط"],
        },
    },
    "fa": _fa_table({
        "name": "Persian",
        "negation": ["نه", "هرگز", "هیچوقت", "هیچ وقت", "نباید", "نمی", "جمله", "عبارت", "مثل"],
        "override": {
            "verb": ["نادیده بگیر", "نادیده گرفته شود", "نادیده گرفته شوند", "فراموش کن", "فراموش شود",
                     "بیخیال", "بی خیال", "کنار بگذار", "کنار بذار", "دور بریز", "رها کن", "پیروی نکن",
                     "اعتنا نکن", "توجه نکن", "لغو کن", "اعتبار ندار", "باطل", "ignore"],
            "scope": ["همه", "تمام", "قبلی", "قبلا", "پیشین", "قبل", "بالا", "بالایی", "اولیه", "اصلی", "قدیمی",
                      "گذشته", "کل"],
            "object": ["دستور", "قوانین", "قانون", "قواعد", "قاعده", "رهنمود", "راهنمایی", "پرامپت",
                       "پیام", "گفته", "وظیفه", "وظایف", "تعلیمات", "prompt", "متن"],
            "scope_object": ["هر چه قبلا", "هرچه قبلا", "هر چیزی که قبلا", "هرچیزی که قبلا", "همه چیز",
                             "همهچیز", "آنچه گفته شد", "آنچه قبلا", "موارد بالا", "موارد قبلی", "متن بالا",
                             "هر آنچه"],
        },
        "leak": {
            "verb": ["نشان بده", "نشانم بده", "نمایش بده", "افشا کن", "فاش کن", "چاپ کن", "تکرار کن",
                     "بنویس", "بگو", "کپی کن", "بفرست", "بگذار", "لو بده", "ضمیمه کن", "چیست", "چیه",
                     "چه بود", "چی بود"],
            "scope": ["سیستم", "سیستمی", "اولیه", "پنهان", "مخفی", "محرمانه", "سری", "داخلی", "کامل",
                      "کلمه به کلمه", "کلمهبهکلمه", "بالا", "اصلی", "خودت", "اولین", "عینا"],
            "object": ["پرامپت", "prompt", "دستور", "رمز", "گذرواژه", "پسورد", "کلید", "کد دسترسی", "قوانین",
                       "متن", "پیام"],
            "scope_object": ["پرامپت سیستم", "system prompt", "رمز عبور", "گذرواژه", "کلمه عبور", "پسورد",
                             "کلید مخفی", "کلید api", "کد دسترسی", "دستورالعملهایت", "دستوراتت", "پرامپتت",
                             "متن بالا", "پیام سیستم"],
        },
        "unrestricted": {
            "verb": ["جواب بده", "پاسخ بده", "پاسخ", "جواب", "رفتار کن", "عمل کن", "صحبت کن", "بنویس", "هستی",
                     "باش", "تو یک", "تو دیگر", "خاموش شده", "غیرفعال شده", "برداشته", "حذف کرده"],
            "scope": ["بدون", "بی", "فارغ از", "آزاد از", "رها از", "خارج از", "همه", "تمام", "ایمنی"],
            "object": ["محدودیت", "فیلتر", "سانسور", "قانون", "قوانین", "قواعد", "اخلاق", "ملاحظات", "هشدار",
                       "امتناع", "ایمنی", "قید"],
            "scope_object": ["بیمحدودیت", "بی محدودیت", "بدون هیچ محدودیت", "بدون سانسور", "بیسانسور",
                             "حالت توسعه دهنده", "حالت توسعهدهنده", "حالت آزاد", "بیقیدوبند", "developer mode"],
        },
        "persona": {
            "verb": ["هستی", "باش", "تو الان", "تو اکنون", "وانمود کن", "تظاهر کن", "نقش", "فعال کن", "روشن کن",
                     "تبدیل شو", "شدهای", "برو به"],
            "scope": ["از این لحظه", "از این به بعد", "از حالا", "از الان", "اکنون", "الان", "حالا", "دیگر",
                      "جدید", "همیشه", "دائمی", "ثابت", "از این پس"],
            "object": ["dan", "شرور", "بدجنس", "شیطانی", "بدون محدودیت", "بی محدودیت", "بیمحدودیت",
                       "بدون هیچ محدودیت", "بدون قانون", "بدون سانسور", "بیقیدوبند", "حالت توسعه",
                       "developer mode", "jailbr"],
        },
    }),
    "he": {
        "name": "Hebrew",
        "negation": ["לא", "אל", "אין", "אסור", "אף פעם", "לעולם", "בלי ל", "כמו", "משפט", "המשפט"],
        "override": {
            "verb": ["התעלם", "תתעלם", "להתעלם", "התעלמו", "תשכח", "תשכחי", "תשכחו", "שכחי", "לשכוח", "שכח מ",
                     "דלג על", "תדלג על", "אל תציית", "אל תפעל לפי", "תפסיק לפעול לפי", "הפסק לפעול לפי",
                     "תפסיק לציית", "הפסק לציית", "גובר על", "גוברת על", "גוברים על", "מבטל את", "מבטלת את",
                     "בטל את", "תבטל את", "זרוק את", "כבר לא בתוקף", "אינן בתוקף", "ignore"],
            "scope": _he("כל", "קודמות", "קודמים", "קודם", "קודמת", "מקוריות", "מקוריים", "ישנות", "ישנים",
                         "ראשוניות", "מוקדמות", "נוכחיות") + ["שלמעלה", "למעלה", "לעיל", "שלך", "שניתנו",
                                                              "שקיבלת", "מלפני"],
            "object": _he("הוראות", "הנחיות", "הנחיה", "הוראה", "כללים", "פקודות", "חוקים", "פרומפט", "הקשר",
                          "משימות", "טקסט", "הודעות") + ["מה שנאמר", "מה שנאמר לך", "מה שכתוב", "prompt"],
            "scope_object": ["כל מה שנאמר", "כל מה שלמעלה", "כל מה שקודם", "כל מה שלפני", "מה שכתוב למעלה",
                             "הכל", "הכול", "את הכל", "את הכול", "כל הנל", "כל מה שקיבלת", "כל מה שהיה"]
                            + _he("הנחיות המערכת", "הוראות המערכת"),
        },
        "leak": {
            "verb": ["הצג", "תציג", "הראה", "תראה", "חשוף", "תחשוף", "גלה", "תגלה", "הדפס", "תדפיס", "חזור על",
                     "תחזור על", "תן לי", "תני לי", "תגיד", "אמור", "ספר לי", "תספר לי", "העתק", "תעתיק",
                     "הדבק", "תדביק", "צרף", "תצרף", "מהי", "מהו", "מהן", "מהם", "מה היו"],
            "scope": _he("מערכת", "ראשוני", "ראשוניות", "התחלתי", "נסתרות", "נסתר", "נסתרת", "חסוי", "סודי",
                         "סודית", "פנימי", "מלא", "מלאות", "מקורי", "מקוריות", "ראשונה", "ראשונות")
                     + ["שלך", "מילה במילה", "במלואו", "במלואה", "במלואן", "שלמעלה", "למעלה", "שאתה פועל"],
            "object": _he("הוראות", "הנחיות", "הנחיית", "הנחיה", "פרומפט", "סיסמה", "סיסמא", "סיסמת", "טקסט",
                          "הודעת", "כללים", "מפתח") + ["system prompt", "prompt", "קוד הגישה", "קוד גישה"],
            "scope_object": _he("הנחיית המערכת", "הנחיות המערכת", "הודעת המערכת", "פרומפט המערכת",
                                "הוראות המערכת", "הוראותיך", "הנחיותיך", "סיסמה", "סיסמא", "קוד הגישה",
                                "המפתח הסודי", "טקסט שלמעלה") + ["system prompt", "ההוראות שלך", "ההנחיות שלך",
                                                                  "הפרומפט שלך", "את הסיסמה", "מה שכתוב למעלה"],
        },
        "unrestricted": {
            "verb": ["ענה", "תענה", "תעני", "הגב", "תגיב", "פעל", "תפעל", "התנהג", "תתנהג", "דבר", "תדבר", "תכתוב",
                     "כתוב", "אתה", "את עכשיו", "תהיה", "תהיי", "הסירו", "הוסרו", "ביטלו", "כובו", "נוטרלו"],
            "scope": _he("בלי", "ללא", "מבלי", "בלא") + ["חופשי מ", "חופשית מ", "משוחרר מ", "משוחררת מ", "אין לך",
                                                         "לא כפוף ל", "לא מוגבל ב"] + _he("כל"),
            "object": _he("הגבלות", "מגבלות", "מסננים", "פילטרים", "סינון", "צנזורה", "כללים", "חוקים", "אתיקה",
                          "אזהרות", "גבולות", "סייגים", "עכבות", "מגבלה", "מנגנוני הבטיחות",
                          "מסנני הבטיחות", "כללי הבטיחות"),
            "scope_object": _he("בלי הגבלות", "ללא הגבלות", "ללא שום הגבלה", "בלי שום הגבלה", "ללא כל הגבלה",
                                "ללא צנזורה", "בלי צנזורה", "מצב מפתח", "מצב מפתחים", "בלי שום מגבלות",
                                "ללא שום מגבלות") + ["developer mode", "god mode"],
        },
        "persona": {
            "verb": ["אתה", "את עכשיו", "תהיה", "תהיי", "העמד פנים", "תעמיד פנים", "שחק את", "תשחק את", "גלם",
                     "תגלם", "הפעל", "תפעיל", "עבור למצב", "תעבור למצב", "הפוך ל", "תהפוך ל", "הפכת ל",
                     "תתחזה", "התחזה"],
            "scope": ["עכשיו", "מעכשיו", "מעתה", "מהיום", "מרגע זה", "מהרגע", "מכאן והלאה", "מעתה והלאה", "חדש",
                      "חדשה", "קבוע", "קבועה", "תמיד", "לצמיתות", "בכל שיחה", "כבר לא"],
            "object": ["dan", "רשע", "מרושע", "שטני", "jailbr", "developer mode"]
                      + _he("ללא הגבלות", "בלי הגבלות", "ללא מגבלות", "בלי מגבלות", "בלי שום מגבלות",
                            "ללא חוקים", "בלי חוקים", "ללא כללים", "בלי כללים", "מצב מפתח", "ללא צנזורה",
                            "בלי צנזורה", "ללא סינון", "בלי גבולות", "ללא גבולות"),
        },
    },
    "hi": {
        "name": "Hindi",
        "spaced": False,
        "negation": ["मत", "नहीं", "कभी न", "कभी मत", "ना करें", "न करें", "\"", "“", "‘"],
        "override": {
            "verb": ["अनदेखा कर", "अनदेखी कर", "नज़रअंदाज़ कर", "नजरअंदाज कर", "नज़रअंदाज कर", "भूल जाओ",
                     "भूल जाइए", "भूल जाएं", "भूल जाएँ", "भूल जाना", "भुला दो", "भुला दें", "भुला देना",
                     "ध्यान मत दो", "ध्यान न दो", "ध्यान न दें", "पालन मत कर", "पालन न कर", "पालन करना बंद",
                     "मानना बंद", "रद्द कर", "इग्नोर कर", "ignore कर", "लागू नहीं होते", "लागू नहीं होंगे",
                     "मान्य नहीं"],
            "scope": ["सभी", "सारे", "सारी", "सब ", "पिछले", "पिछली", "पहले", "पूर्व", "ऊपर", "पुराने",
                      "पुरानी", "मूल", "शुरुआती", "अब तक"],
            "object": ["निर्देश", "नियम", "आदेश", "हिदायत", "प्रॉम्प्ट", "प्रोम्प्ट", "prompt", "instructions",
                       "कमांड", "बातें", "कहा गया", "कही गई", "टेक्स्ट", "संदेश"],
            "scope_object": ["सब कुछ", "सबकुछ", "जो कुछ", "ऊपर लिखा", "ऊपर का सब", "जो पहले कहा", "जो ऊपर",
                             "अब तक का"],
        },
        "leak": {
            "verb": ["दिखाओ", "दिखा दो", "दिखाएं", "दिखाएँ", "दिखाइए", "दिखाना", "बताओ", "बता दो", "बताइए",
                     "बताएं", "बताएँ", "प्रिंट कर", "दोहराओ", "दोहराएं", "लिखो", "लिख दो", "पेस्ट कर", "paste कर",
                     "शेयर कर", "उजागर कर", "क्या है", "क्या हैं", "क्या था", "क्या थे", "जोड़ दो", "जोड़ना",
                     "जोड़ें"],
            "scope": ["अपना", "अपने", "अपनी", "तुम्हारा", "तुम्हारे", "तुम्हारी", "आपका", "आपके", "आपकी",
                      "सिस्टम", "system", "छिपे", "छुपे", "छिपी", "छुपी", "गुप्त", "शुरुआती", "मूल", "पूरा",
                      "पूरे", "पूरी", "हूबहू", "शब्दशः", "ऊपर", "आंतरिक", "hidden", "मौजूदा"],
            "object": ["प्रॉम्प्ट", "प्रोम्प्ट", "prompt", "निर्देश", "instructions", "पासवर्ड", "password",
                       "कूटशब्द", "एक्सेस कोड", "गुप्त कुंजी", "सीक्रेट", "secret", "नियम", "संदेश", "message",
                       "टेक्स्ट"],
            "scope_object": ["सिस्टम प्रॉम्प्ट", "सिस्टम प्रोम्प्ट", "system prompt", "system instructions",
                             "system message", "पासवर्ड", "password", "एक्सेस कोड", "गुप्त कुंजी",
                             "तुम्हारे निर्देश", "अपने निर्देश", "आपके निर्देश", "ऊपर का टेक्स्ट", "ऊपर लिखा",
                             "छिपे निर्देश", "छुपे निर्देश"],
        },
        "unrestricted": {
            "verb": ["जवाब दो", "जवाब दे", "जवाब देना", "जवाब देती", "जवाब देते", "उत्तर दो", "उत्तर दे", "बर्ताव कर", "व्यवहार कर",
                     "काम कर", "बात कर", "लिखो", "तुम", "आप "],
            "scope": ["बिना", "बगैर", "बग़ैर", "से मुक्त", "से आज़ाद", "से आजाद", "रहित", "कोई"],
            "object": ["पाबंदी", "प्रतिबंध", "रोक-टोक", "रोकटोक", "रोक टोक", "सीमाओं", "फ़िल्टर", "फिल्टर",
                       "सेंसर", "नियम", "नैतिकता", "चेतावनी", "दिशानिर्देश", "restrictions", "filter", "rules"],
            "scope_object": ["डेवलपर मोड", "developer mode", "गॉड मोड", "god mode", "बिना किसी रोक-टोक",
                             "बिना रोक-टोक", "बिना किसी पाबंदी", "बिना पाबंदी"],
        },
        "persona": {
            "verb": ["तुम", "आप ", "बन जाओ", "बनो", "की तरह बर्ताव", "की तरह व्यवहार", "का नाटक कर",
                     "होने का नाटक", "की भूमिका", "रोलप्ले", "चालू कर", "सक्रिय कर", "ऑन कर", "enable कर"],
            "scope": ["अब से", "अभी से", "आज से", "हमेशा", "स्थायी", "आगे से", "इस पल से", "नया", "नई", "अब "],
            "object": ["dan", "शैतान", "दुष्ट", "बेलगाम", "बिना किसी पाबंदी", "बिना पाबंदी", "बिना किसी रोक",
                       "बिना रोक", "बिना नियम", "बिना किसी नियम", "डेवलपर मोड", "developer mode", "jailbr",
                       "जेलब्रेक", "अनफ़िल्टर्ड", "बिना सेंसर"],
        },
    },
    "bn": {
        "name": "Bengali",
        "spaced": False,
        "negation": ["না ", "নয়", "কখনো", "কখনও"],
        "override": {
            "verb": ["উপেক্ষা কর", "ভুলে যাও", "ভুলে যান", "ভুলে যেও", "অগ্রাহ্য কর", "এড়িয়ে যাও", "এড়িয়ে যান",
                     "মেনো না", "মানবে না", "মানতে হবে না", "বাতিল কর", "ignore কর", "ইগনোর কর"],
            "scope": ["সমস্ত", "সব ", "সকল", "আগের", "পূর্ববর্তী", "পূর্বের", "উপরের", "পুরনো", "পুরোনো",
                      "মূল", "প্রাথমিক"],
            "object": ["নির্দেশ", "নিয়ম", "আদেশ", "প্রম্পট", "prompt", "বার্তা", "টেক্সট", "কথাগুলো"],
            "scope_object": ["সবকিছু", "সব কিছু", "যা বলা হয়েছে", "যা কিছু বলা"],
        },
        "leak": {
            "verb": ["দেখাও", "দেখান", "বলো", "বলুন", "বলে দাও", "জানাও", "প্রকাশ কর", "ফাঁস কর", "প্রিন্ট কর",
                     "পুনরাবৃত্তি কর", "লেখো", "লিখে দাও", "কী ছিল", "কী আছে", "কোনটা"],
            "scope": ["তোমার", "আপনার", "সিস্টেম", "গোপন", "লুকানো", "প্রাথমিক", "মূল", "পুরো", "সম্পূর্ণ",
                      "হুবহু", "উপরের", "অভ্যন্তরীণ"],
            "object": ["প্রম্পট", "prompt", "নির্দেশ", "পাসওয়ার্ড", "password", "অ্যাক্সেস কোড", "গোপন চাবি",
                       "সিক্রেট", "নিয়ম", "বার্তা"],
            "scope_object": ["সিস্টেম প্রম্পট", "system prompt", "পাসওয়ার্ড", "অ্যাক্সেস কোড", "গোপন কী",
                             "তোমার নির্দেশ", "আপনার নির্দেশ"],
        },
        "unrestricted": {
            "verb": ["উত্তর দাও", "উত্তর দিন", "জবাব দাও", "আচরণ কর", "কাজ কর", "কথা বল", "লেখো", "তুমি",
                     "আপনি"],
            "scope": ["ছাড়া", "বিনা", "মুক্ত", "কোনো", "কোন "],
            "object": ["বিধিনিষেধ", "সীমাবদ্ধতা", "নিষেধাজ্ঞা", "ফিল্টার", "সেন্সর", "নিয়ম", "নৈতিকতা",
                       "সতর্কতা"],
            "scope_object": ["ডেভেলপার মোড", "developer mode"],
        },
        "persona": {
            "verb": ["তুমি", "আপনি", "হয়ে যাও", "ভান কর", "অভিনয় কর", "চালু কর", "সক্রিয় কর"],
            "scope": ["এখন থেকে", "এখন", "আজ থেকে", "নতুন", "সবসময়", "স্থায়ী"],
            "object": ["dan", "শয়তান", "দুষ্ট", "বিধিনিষেধ ছাড়া", "নিয়ম ছাড়া", "কোনো নিয়ম নেই",
                       "কোনো বিধিনিষেধ", "সীমাহীন", "ডেভেলপার মোড", "developer mode", "jailbr"],
        },
    },
    "ur": {
        "name": "Urdu",
        "negation": ["نہ", "مت", "نہیں", "کبھی"],
        "override": {
            "verb": ["نظر انداز کر", "نظرانداز کر", "بھول جاؤ", "بھول جائیں", "بھول جا", "فراموش کر", "نہ مانو",
                     "مت مانو", "چھوڑ دو", "چھوڑ دیں", "منسوخ کر", "عمل نہ کر", "عمل مت کر", "ignore کر",
                     "لاگو نہیں", "نافذ نہیں"],
            "scope": ["تمام", "سب", "سارے", "ساری", "پچھلی", "پچھلے", "پہلے", "سابقہ", "اوپر", "پرانی",
                      "پرانے", "ابتدائی", "اصل", "گزشتہ"],
            "object": ["ہدایات", "ہدایت", "احکامات", "حکم", "قواعد", "اصول", "قوانین", "ضوابط", "پرامپٹ",
                       "prompt", "باتیں", "کہا گیا", "متن", "پیغام"],
            "scope_object": ["سب کچھ", "جو کچھ", "اوپر لکھا", "اوپر والی", "جو پہلے کہا"],
        },
        "leak": {
            "verb": ["دکھاؤ", "دکھائیں", "دکھا دو", "بتاؤ", "بتائیں", "بتا دو", "ظاہر کر", "افشا کر", "پرنٹ کر",
                     "دہراؤ", "دہرائیں", "لکھو", "لکھ دو", "پیسٹ کر", "شیئر کر", "کیا ہے", "کیا ہیں", "کیا تھا"],
            "scope": ["اپنا", "اپنے", "اپنی", "تمہارا", "تمہارے", "تمہاری", "آپ کا", "آپ کے", "آپ کی", "سسٹم",
                      "system", "خفیہ", "پوشیدہ", "چھپی", "چھپے", "ابتدائی", "اصل", "مکمل", "پورا", "پوری",
                      "پورے", "لفظ بہ لفظ", "اوپر"],
            "object": ["پرامپٹ", "prompt", "ہدایات", "پاس ورڈ", "پاسورڈ", "password", "رسائی کوڈ", "ایکسیس کوڈ",
                       "خفیہ کلید", "قواعد", "پیغام", "متن"],
            "scope_object": ["سسٹم پرامپٹ", "system prompt", "پاس ورڈ", "پاسورڈ", "خفیہ کوڈ", "رسائی کوڈ",
                             "تمہاری ہدایات", "اپنی ہدایات", "آپ کی ہدایات", "اوپر کا متن"],
        },
        "unrestricted": {
            "verb": ["جواب دو", "جواب دیں", "جواب دے", "برتاؤ کر", "بات کر", "لکھو", "تم اب", "تم ", "آپ اب"],
            "scope": ["بغیر", "بنا", "بلا", "سے آزاد", "کوئی", "سے پاک"],
            "object": ["پابندی", "پابندیوں", "حدود", "فلٹر", "سنسر", "قواعد", "اصول", "اخلاقیات", "انتباہ",
                       "روک ٹوک"],
            "scope_object": ["ڈیولپر موڈ", "developer mode"],
        },
        "persona": {
            "verb": ["تم", "آپ", "بن جاؤ", "بنو", "کی طرح برتاؤ", "کا کردار", "ہونے کا ناٹک", "ہونے کا ڈرامہ",
                     "فعال کر", "آن کر", "چالو کر"],
            "scope": ["اب سے", "اب", "آج سے", "ہمیشہ", "مستقل", "نیا", "نئی", "نئے"],
            "object": ["dan", "شیطان", "بدمعاش", "بغیر پابندی", "بغیر کسی پابندی", "بلا روک ٹوک", "بغیر قواعد",
                       "ڈیولپر موڈ", "developer mode", "jailbr"],
        },
    },
    "id": {
        "name": "Indonesian",
        "negation": ["jangan", "tidak", "tak", "bukan", "belum", "nggak", "gak", "enggak", "ga", "bertanya", "kalimat", "frasa", "seperti",
                     "menanyakan", "tanya"],
        "override": {
            "verb": ["abaikan", "lupakan", "acuhkan", "tidak usah ikuti", "jangan ikuti", "jangan patuhi",
                     "jangan pedulikan", "kesampingkan", "batalkan", "timpa", "langkahi", "berhenti mengikuti",
                     "tinggalkan", "buang", "tidak berlaku lagi", "sudah tidak berlaku", "dianggap batal", "menggantikan"],
            "scope": ["semua", "seluruh", "segala", "sebelum", "sebelumnya", "di atas", "tadi", "lama", "awal",
                      "asli", "terdahulu", "yang diberikan", "kamu", "anda", "yang ada"],
            "object": ["instruksi", "perintah", "aturan", "arahan", "petunjuk", "pedoman", "prompt", "konteks",
                       "pesan", "teks", "tugas", "yang dikatakan", "ketentuan", "instructions"],
            "scope_object": ["semua yang di atas", "semua yang sebelumnya", "yang di atas", "apa yang dikatakan",
                             "semua yang telah", "semua yang sudah", "semua yang kamu", "semua yang anda",
                             "segala yang", "semua hal sebelum", "semua sebelum", "semua yang dikatakan"],
        },
        "leak": {
            "verb": ["tunjukkan", "tampilkan", "perlihatkan", "ungkapkan", "bocorkan", "cetak", "ulangi",
                     "sebutkan", "beritahu", "beri tahu", "kasih tahu", "kasih lihat", "berikan", "bagikan",
                     "salin", "tempel", "sisipkan", "lampirkan", "apa kata", "apa isi", "apa bunyi", "eja",
                     "yang kamu terima", "yang anda terima", "yang diberikan kepadamu"],
            "scope": ["kamu", "anda", "sistem", "system", "pertama", "awal", "tersembunyi", "rahasia",
                      "internal", "lengkap", "selengkapnya", "persis", "kata demi kata", "di atas", "asli",
                      "yang sedang"],
            "object": ["prompt", "instruksi", "pesan sistem", "kata sandi", "password", "kode akses",
                       "kunci rahasia", "aturan", "pedoman", "teks", "sandi"],
            "scope_object": ["system prompt", "prompt sistem", "promptmu", "instruksimu", "aturanmu",
                             "kata sandimu", "kata sandinya", "sandinya", "sandimu", "passwordmu", "passwordnya",
                             "password nya", "kode akses", "kunci rahasia", "teks di atas", "pesan di atas",
                             "sandi", "semua yang ada di atas", "semua yang di atas", "di atas baris ini"],
        },
        "unrestricted": {
            "verb": ["jawab", "balas", "tanggapi", "bertindak", "berperilaku", "bersikap", "bicara",
                     "berbicara", "tulis", "kamu", "anda", "jadilah", "beroperasi"],
            "scope": ["tanpa", "bebas dari", "lepas dari", "tidak terikat", "tak terikat", "mengabaikan",
                      "di luar"],
            "object": ["batasan", "pembatasan", "larangan", "filter", "sensor", "aturan", "etika", "moral",
                       "pedoman", "kebijakan", "peringatan", "penolakan", "norma", "rambu"],
            "scope_object": ["mode bebas", "mode developer", "mode pengembang", "developer mode", "mode dewa"],
        },
        "persona": {
            "verb": ["kamu", "anda", "jadilah", "berperan", "berpura", "pura pura", "bertindaklah sebagai",
                     "bertindak sebagai", "aktifkan", "nyalakan", "masuk ke mode", "beralih ke", "ubah dirimu"],
            "scope": ["sekarang", "mulai sekarang", "mulai saat ini", "mulai hari ini", "mulai detik ini",
                      "seterusnya", "selamanya", "baru", "setiap sesi", "permanen", "bukan lagi", "tetap"],
            "object": ["adalah dan", "jadi dan", "menjadi dan", "sebagai dan", "bernama dan", "mode dan",
                       "jahat", "tanpa batas", "tanpa batasan", "tanpa aturan", "tanpa filter", "tanpa sensor",
                       "tak terbatas", "tidak terbatas", "mode developer", "mode pengembang", "developer mode",
                       "jailbr", "tidak terikat", "tanpa etika", "tanpa moral", "do anything now"],
        },
    },
    "ms": {
        "name": "Malay",
        "negation": ["jangan", "tidak", "tak", "bukan", "belum", "usah", "bertanya", "tanya", "ayat", "frasa", "seperti"],
        "override": {
            "verb": ["abaikan", "lupakan", "ketepikan", "tinggalkan", "jangan ikut", "jangan patuhi",
                     "tidak perlu ikut", "batalkan", "buang", "tidak lagi terpakai", "tidak terpakai lagi"],
            "scope": ["semua", "segala", "seluruh", "sebelum", "sebelumnya", "di atas", "tadi", "lama", "asal",
                      "terdahulu", "awal", "yang diberikan", "anda", "awak"],
            "object": ["arahan", "perintah", "peraturan", "aturan", "panduan", "prompt", "konteks", "mesej",
                       "teks", "tugasan", "apa yang dikatakan", "instructions", "suruhan"],
            "scope_object": ["semua yang di atas", "semua yang sebelumnya", "yang di atas", "apa yang dikatakan",
                             "segala yang", "semua yang telah", "semua yang anda", "semua yang awak"],
        },
        "leak": {
            "verb": ["tunjukkan", "paparkan", "dedahkan", "bocorkan", "cetak", "ulangi", "nyatakan", "beritahu",
                     "berikan", "kongsi", "salin", "tampal", "apa kata", "apakah kata", "apa isi"],
            "scope": ["anda", "awak", "kamu", "sistem", "system", "asal", "awal", "tersembunyi", "rahsia",
                      "dalaman", "penuh", "sepenuhnya", "di atas", "pertama", "perkataan demi perkataan"],
            "object": ["prompt", "arahan", "kata laluan", "password", "kod akses", "kunci rahsia", "mesej sistem",
                       "peraturan", "teks", "laluan"],
            "scope_object": ["prompt sistem", "system prompt", "kata laluan", "kod akses", "kunci rahsia",
                             "laluan", "teks di atas", "arahan anda", "arahan awak", "kata laluan anda"],
        },
        "unrestricted": {
            "verb": ["jawab", "balas", "bertindak", "berkelakuan", "bercakap", "tulis", "anda", "awak", "kamu",
                     "jadilah"],
            "scope": ["tanpa", "bebas daripada", "bebas dari", "tidak terikat", "tanpa sebarang"],
            "object": ["sekatan", "batasan", "penapis", "tapisan", "penapisan", "sensor", "peraturan", "etika",
                       "moral", "garis panduan", "amaran", "polisi", "had"],
            "scope_object": ["mod pembangun", "developer mode", "mod bebas"],
        },
        "persona": {
            "verb": ["anda", "awak", "kamu", "jadilah", "berlakon", "berpura", "pura pura", "bertindak sebagai",
                     "aktifkan", "hidupkan", "tukar ke mod"],
            "scope": ["sekarang", "mulai sekarang", "mulai kini", "kini", "mulai hari ini", "seterusnya",
                      "selamanya", "baru", "baharu", "setiap sesi", "kekal"],
            "object": ["ialah dan", "adalah dan", "sebagai dan", "menjadi dan", "jahat", "tanpa sekatan",
                       "tanpa batasan", "tanpa had", "tanpa peraturan", "tanpa penapis", "tanpa tapisan",
                       "mod pembangun", "developer mode", "jailbr", "tidak terhad"],
        },
    },
    "tl": {
        "name": "Tagalog",
        "negation": ["hindi", "huwag", "wag", "di", "kung", "ayaw"],
        "override": {
            "verb": ["huwag pansinin", "huwag mong pansinin", "wag pansinin", "wag mong pansinin",
                     "huwag mo nang pansinin", "balewalain", "ipagwalang bahala", "kalimutan", "limutin",
                     "laktawan", "isantabi", "huwag sundin", "wag sundin", "huwag mong sundin", "itapon",
                     "itigil ang pagsunod", "ignore mo"],
            "scope": ["lahat", "nakaraan", "naunang", "nauna", "dati", "sa itaas", "itaas", "orihinal", "lumang",
                      "iyong", "ibinigay", "mga naunang", "unang"],
            "object": ["tagubilin", "instruksyon", "instruksiyon", "utos", "kautusan", "panuntunan", "patakaran",
                       "alituntunin", "gabay", "prompt", "konteksto", "mensahe", "teksto", "sinabi", "gawain",
                       "instructions"],
            "scope_object": ["lahat ng nasa itaas", "lahat ng nauna", "lahat ng sinabi", "nasa itaas",
                             "lahat ng nakaraan", "lahat ng dati", "lahat ng naunang", "anumang sinabi"],
        },
        "leak": {
            "verb": ["ipakita", "ibunyag", "isiwalat", "ilabas", "i print", "iprint", "ulitin", "sabihin",
                     "ibigay", "ibahagi", "isulat", "kopyahin", "i paste", "ano ang", "anong", "ano ba ang"],
            "scope": ["iyong", "mo", "system", "sistema", "nakatago", "lihim", "orihinal", "una", "buo",
                      "buong", "eksakto", "salita por salita", "sa itaas"],
            "object": ["prompt", "tagubilin", "instruksyon", "password", "kontrasenyas", "access code",
                       "secret key", "lihim na susi", "panuntunan", "mensahe ng system", "teksto"],
            "scope_object": ["system prompt", "prompt ng system", "prompt ng sistema", "iyong mga tagubilin",
                             "mga tagubilin mo", "password", "access code", "lihim na susi", "teksto sa itaas"],
        },
        "unrestricted": {
            "verb": ["sumagot", "sagutin", "tumugon", "kumilos", "umasta", "magsalita", "sumulat", "ikaw",
                     "maging"],
            "scope": ["nang walang", "walang", "malaya sa", "hindi saklaw", "lampas sa"],
            "object": ["limitasyon", "paghihigpit", "restriksyon", "filter", "censor", "sensura", "panuntunan",
                       "patakaran", "alituntunin", "etika", "moralidad", "babala", "hangganan"],
            "scope_object": ["developer mode", "god mode"],
        },
        "persona": {
            "verb": ["ikaw", "magpanggap", "kunwari", "gumanap", "umarte bilang", "kumilos bilang", "i activate",
                     "iactivate", "paganahin", "i on", "maging"],
            "scope": ["ngayon", "mula ngayon", "simula ngayon", "magmula ngayon", "bagong", "palagi", "lagi",
                      "permanente", "sa bawat"],
            "object": ["dan", "masamang ai", "walang limitasyon", "walang paghihigpit", "walang patakaran",
                       "walang panuntunan", "walang filter", "walang sensura", "developer mode", "jailbr",
                       "walang restriksyon"],
        },
    },
    "sw": {
        "name": "Swahili",
        "negation": ["usi", "si", "hapana", "kamwe", "usiwahi"],
        "override": {
            "verb": ["puuza", "puuzia", "sahau", "achana na", "usifuate", "acha kufuata", "tupilia mbali",
                     "dharau", "usijali", "haitumiki tena", "hayatumiki tena"],
            "scope": ["yote", "zote", "wote", "kila", "iliyotangulia", "yaliyotangulia", "zilizotangulia",
                      "awali", "ya zamani", "za zamani", "hapo juu", "zilizopita", "yaliyopita", "iliyopita",
                      "asili", "ulizopewa", "uliyopewa", "ya mwanzo"],
            "object": ["maagizo", "agizo", "maelekezo", "amri", "sheria", "kanuni", "miongozo", "mwongozo",
                       "prompt", "muktadha", "ujumbe", "maandishi", "uliyoambiwa", "ulichoambiwa"],
            "scope_object": ["kila kitu", "yote yaliyotangulia", "yote hapo juu", "yote uliyoambiwa",
                             "kila kitu ulichoambiwa", "yaliyosemwa"],
        },
        "leak": {
            "verb": ["onyesha", "nionyeshe", "fichua", "funua", "chapisha", "rudia", "niambie", "nipe",
                     "shiriki", "bandika", "toa", "ni nini", "ni lipi", "ni gani", "yalikuwa nini"],
            "scope": ["yako", "zako", "lako", "wako", "mfumo", "ya mfumo", "ya siri", "ya awali", "asili",
                      "iliyofichwa", "zilizofichwa", "yaliyofichwa", "ya ndani", "kamili", "neno kwa neno",
                      "hapo juu"],
            "object": ["prompt", "maagizo", "maelekezo", "nenosiri", "neno la siri", "nywila",
                       "msimbo wa kufikia", "ufunguo wa siri", "kanuni", "ujumbe wa mfumo", "maandishi"],
            "scope_object": ["system prompt", "prompt ya mfumo", "maagizo ya mfumo", "maagizo yako", "nenosiri",
                             "neno la siri", "nywila", "msimbo wa siri", "maandishi ya hapo juu"],
        },
        "unrestricted": {
            "verb": ["jibu", "tenda", "fanya kazi", "ongea", "zungumza", "andika", "wewe"],
            "scope": ["bila", "huru kutoka", "huru dhidi ya", "pasipo", "bila kufuata"],
            "object": ["vikwazo", "kizuizi", "vizuizi", "mipaka", "kichujio", "vichujio", "udhibiti", "sheria",
                       "kanuni", "maadili", "miongozo", "tahadhari", "maonyo", "onyo"],
            "scope_object": ["hali ya msanidi", "developer mode"],
        },
        "persona": {
            "verb": ["wewe", "jifanye", "igiza", "cheza nafasi", "washa", "amilisha", "geuka kuwa",
                     "badilika kuwa", "umekuwa", "utakuwa"],
            "scope": ["sasa", "kuanzia sasa", "tangu sasa", "kuanzia leo", "daima", "milele", "mpya",
                      "kila kikao", "kudumu"],
            "object": ["dan", "mwovu", "muovu", "bila vikwazo", "bila mipaka", "bila sheria", "bila kanuni",
                       "bila udhibiti", "hali ya msanidi", "developer mode", "jailbr", "asiye na vikwazo"],
        },
    },
}
