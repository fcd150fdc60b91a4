"""Concept lexicon: Turkish."""

LANGUAGE = {
    "code": "tr",
    "name": "Turkish",
    "spaced": True,
    "clitics": [],
    "concepts": {
        "USER": [
            "kullanıcı", "müşteri", "insan$", "insanlar", "insana", "insanın", "talep eden", "talep sahib",
            "inceleyen", "gözden geçiren", "ziyaretçi", "misafir", "konuk", "patron", "amir$", "amiri",
            "operatör", "abone", "üye$", "üyesi", "üyeler", "üyemiz", "son kullanıcı", "işveren",
        ],
        "TELL": [
            "söyle", "söylüyo", "dedi$", "dedim$", "dediler", "dediğ", "diyo", "anlat", "bildir", "haber ver",
            "yanıtla", "yanıt ver", "cevap", "iddia", "belirt", "rapor", "teyit", "açıkla", "bilgilendir",
            "temin et", "güvence ver", "bahset", "bahsed", "haberdar", "duyur",
        ],
        "ASK": [
            "sordu", "soruyo", "sorar", "sorma", "sorul", "soru$", "sorusu", "sorgu", "merak", "bilmek ist",
            "öğrenmek ist", "istek", "talep", "rica ed", "rica et", "danışm",
        ],
        "HIDE": [
            "gizle", "gizlice", "sakla", "örtbas", "sessizce", "sessiz kal", "çaktırmadan", "haber vermeden",
            "söylemeden", "bildirmeden", "belirtmeden", "ifşa etme", "dahil etme", "geçiştir",
            "önemsiz göster", "küçümse", "maskele", "bastır", "fark ettirme", "sır olarak", "sır tut",
            "kimseye söyleme", "gizli tut", "üstünü ört",
        ],
        "FALSE": [
            "yalan", "inkar", "yanlış", "uydur", "taklit", "numara yap", "gibi davran", "gibi yap", "yanılt",
            "çarpıt", "asılsız", "gerçek dışı", "düzmece", "hile", "sanki", "icat et", "kurgu", "doğru değil",
            "gerçeği yansıtma", "sahte",
        ],
        "SUCCESS": [
            "başarı", "başardı", "geçti$", "geçtiler", "temiz", "sorun yok", "yolunda", "sorunsuz", "tamam",
            "çözüldü", "düzeltildi", "halledildi", "bitti$", "yeşil", "orijinal", "meşru", "doğrulan",
            "normal", "olağan", "her zamanki", "onaylan", "çalışıyor", "sağlıklı", "hatasız",
        ],
        "REALITY": [
            "aslında", "gerçekte", "gerçek$", "gerçeği", "gerçeğe", "hakikat", "doğrusu", "oysa", "halbuki",
            "rağmen", "karşın$", "her ne kadar", "yine de", "gerçi$", "esasında", "işin aslı", "ne var ki",
        ],
        "DESTROY": [
            "silin", "sildi", "silme", "siliyo", "hepsini sil", "tümünü sil", "dosyayı sil", "dosyaları sil",
            "kayıtları sil", "verileri sil", "logları sil", "silip", "kaldır", "temizle", "yok et",
            "yok edil", "imha", "boşalt", "üzerine yaz", "sıfırla", "formatla", "biçimlendir", "tahrip",
            "parçalay", "rm -rf",
        ],
        "DISABLE": [
            "devre dışı", "kapat", "etkisizleş", "atlay", "atladı", "atlama", "atla$", "baypas", "es geç",
            "askıya al", "durdur", "pasifleştir", "pasif hale", "etrafından dolaş", "atlat", "geçersiz kıl",
            "devreden çık", "kontrolü atla",
        ],
        "SAFEGUARD": [
            "antivirüs", "güvenlik duvar", "korum", "koruy", "korunma", "korunan", "güvenlik", "iki adımlı",
            "iki faktör", "kimlik doğrula", "doğrulama", "inceleme", "denetim", "denetle", "tarama", "uyarı",
            "alarm", "sertifika", "şifreleme", "rotasyon", "son kullanma", "süresi dol", "kum havuzu",
            "testler", "kontrol",
        ],
        "TRACES": [
            "günlük kayd", "kayıt", "kaydı$", "geçmiş", "izleri", "kanıt", "delil$", "delille", "denetim izi",
            "olay günlü", "tutanak", "arşiv", "loglar", "log kayd",
        ],
        "CRITICAL": [
            "üretim", "canlı", "ana dal", "veritaban", "veri taban", "yedek", "anlık görüntü",
            "tüm kullanıcı", "bütün kullanıcı", "müşteri veri", "küme", "sunucu", "kritik", "altyapı",
            "canlı ortam", "prod$",
        ],
        "BLANKET": [
            "her zaman", "daima", "her şey", "her biri", "her türlü", "hepsi", "hep$", "tüm$", "tümü$",
            "tümünü", "tümüyle", "bütün", "herhangi", "otomatik", "sormadan", "kontrol etmeden",
            "incelemeden", "koşulsuz", "şartsız", "körü körüne", "hemen", "derhal", "istisnasız", "onaysız",
            "her koşulda",
        ],
        "PRIVILEGE": [
            "yönetici", "admin$", "adminler", "kök kullanıcı", "kök erişim", "kök yetki", "süper kullanıcı",
            "sahibi", "sahipleri", "tam erişim", "tam yetki", "yetki", "izin", "haklar", "yazma erişim",
            "yazma izni", "herkese açık", "kamuya açık", "herkes", "ayrıcalık", "erişim hakk",
        ],
        "APPROVE": [
            "onay", "birleştir", "kabul", "izin ver", "yetkilendir", "güven$", "güvenil", "güvendi",
            "güveniyo", "güvenme", "beyaz liste", "izin listesi", "imzala", "yetki ver",
        ],
        "RUN": [
            "çalıştır", "yürüt", "başlat", "kurulum", "kurun$", "kurmak", "yükle", "çağır", "tetikle", "icra",
            "koştur",
        ],
        "REMOTE_ORDERS": [
            "yanıtı", "cevabı", "döndürdüğ", "döndürülen", "dönen yanıt", "gelen yanıt", "gelen komut",
            "gelen talimat", "gelen emir", "sonraki görev", "yeni görev", "sunucu yanıt", "sunucunun yanıt",
            "yanıt olarak", "gelen cevap",
        ],
        "PERIODIC": [
            "her dakika", "saatlik", "her saat", "günlük", "her gün", "periyodik", "düzenli",
            "belirli aralık", "zamanlan", "zamanlayıcı", "kalp atış", "ping$", "yokla", "dakikada bir",
            "saatte bir", "günde bir", "haftalık", "her hafta", "aralıklarla",
        ],
        "PERSIST": [
            "her oturum", "her konuşma", "kalıcı", "sonsuza", "bundan sonra", "bundan böyle", "gelecek",
            "ileride", "hayatta kal", "geri yükle", "yeniden ekle", "yeniden kur", "yeniden oluştur",
            "tekrar ekle", "tekrar kur", "başlangıçta", "açılışta", "oturum açma", "otomatik başlat", "cron$",
            "crontab", "bashrc", "zshrc", "her açılış",
        ],
        "SEND": [
            "gönder", "yolla$", "yolladı", "yollayın", "yollamak", "karşıya yükle", "iletin", "iletti",
            "iletmek", "iletil", "ilet$", "aktar", "kopyala", "senkronize", "eşitle", "sızdır", "e-posta",
            "paylaş", "yapıştır", "teslim et", "dışa aktar",
        ],
        "SECRET": [
            "gizli", "sırrı", "sırlar", "şifre", "parolan", "parolası", "parolayı", "parolalar",
            "api anahtar", "özel anahtar", "ssh anahtar", "gizli anahtar", "erişim anahtar", "kimlik bilgi",
            "kredi kart", "kart numara", "pin$", "çerez", "tek kullanımlık", "doğrulama kodu",
            "kurtarma ifade", "hassas", "oturum anahtar",
        ],
        "OWN_RULES": [
            "sistem istem", "talimat", "yönerge", "kural", "ilke$", "ilkesi", "ilkeler", "politikalar",
            "politikan", "yapılandırma", "geliştirici mesaj", "başlangıç istem", "ilk istem", "direktif",
            "ayarlar", "komut istem",
        ],
        "OBEY": [
            "itaat", "uyma", "uyun", "uyacak", "uyulmal", "takip et", "uygula$", "uygulayın", "uygulayacak",
            "yerine getir", "dediğini yap", "emir olarak", "öncelik", "önce gelir", "yerine geçer",
            "geçersiz kılar", "yerini al", "daha önemli", "boyun eğ", "harfiyen",
        ],
        "EXTERNAL": [
            "web sayfa", "web site", "sayfa", "belgesi", "belgeler", "belgeyi", "belgede", "doküman",
            "e-posta", "mesaj", "dosya", "araç çıktı", "araç sonuc", "arama sonuç", "yorum", "bağlantı",
            "ekte$", "ek dosya", "bilet", "destek talep", "içerik", "makale",
        ],
        "ROLE": [
            "rol yap", "rol$", "rolü", "gibi davran", "taklit et", "artık sen", "sen artık", "kişilik",
            "karakter", "modu$", "modunda", "moduna", "geliştirici mod", "sansürsüz", "filtresiz",
            "kısıtlamasız", "sınırsız", "jailbreak", "canlandır", "rolüne gir",
        ],
        "IGNORE": [
            "görmezden gel", "yok say", "unut$", "unutma", "unuttu", "unutun", "unutul", "dikkate alma",
            "boşver", "boş ver", "kenara bırak", "geçersiz", "artık geçerli değil", "hükümsüz", "iptal",
            "es geç", "ihmal et", "aldırma", "önemseme",
        ],
        "MONEY": [
            "ödeme", "ödedi", "ödeyecek", "ödenen", "ödendi", "havale", "fatura", "iade", "ücret", "fiyat",
            "teklif", "hesap numara", "hesab", "hesap", "komisyon", "tahsil", "borç$", "borcu", "borçlu",
            "tutarı", "lira$", "dolar", "banka", "para transfer",
        ],
        "PROMOTE": [
            "öneri", "öner$", "önerdi", "önerme", "tavsiye", "tanıt", "reklam", "sponsor", "öne çıkar",
            "olarak sun", "olarak tanıt", "olarak göster", "standart", "en iyi", "en güvenilir", "pazarla",
            "övgü", "resmi olarak",
        ],
        "LIMITS": [
            "kısıt", "sınırla", "filtre", "içerik politika", "moderasyon", "reddet", "reddedi", "reddeder",
            "reddeden", "geri çevir", "sansür", "etik$", "etiğ", "ahlak", "güvenlik önlem", "güvenlik kural",
            "yasak",
        ],
        "NEGATE": [
            "değil", "yok$", "hiç$", "hiçbir", "asla$", "hayır$", "kimse", "olmadan", "etme$", "etmeyin",
            "yapma$", "yapmayın",
        ],
        "CONDITION": [
            "eğer", "ise$", "olursa", "durumunda", "takdirde", "ne zaman", "her seferinde", "halinde",
            "şayet", "şartıyla", "koşuluyla", "sorarsa", "isterse", "olduğunda", "istediğinde",
        ],
    },
}
