"""Concept lexicon: Indonesian.

Stems cover the suffixes (-kan, -i, -nya, -lah); the prefixes me-/di-/ber-/ter-/pe- change the start of a
word, so the prefixed forms are listed as entries of their own ("hapus", "menghapus", "dihapus").
"""

LANGUAGE = {
    "code": "id",
    "name": "Indonesian",
    "spaced": True,
    "clitics": [],
    "concepts": {
        "USER": [
            "pengguna$", "penggunanya", "pemakai$", "pelanggan", "klien", "nasabah", "konsumen", "manusia",
            "pengunjung", "tamu", "bos$", "atasan", "operator", "peninjau", "pemohon", "peminta",
            "penanya",
        ],
        "TELL": [
            "bilang$", "bilangin", "dibilang", "katakan", "mengatakan", "dikatakan", "berkata", "beri tahu",
            "beritahu", "memberitahu", "memberi tahu", "diberitahu", "kasih tahu", "kasih tau", "kabari",
            "mengabari", "laporkan", "melaporkan", "jawab", "menjawab", "balas", "membalas", "jelaskan",
            "menjelaskan", "menyatakan",
        ],
        "ASK": [
            "tanya", "bertanya", "menanyakan", "ditanya", "pertanyaan", "ingin tahu", "ingin tau",
            "mau tahu", "mau tau", "pengen tahu", "penasaran", "minta", "meminta", "diminta",
            "permintaan", "memohon",
        ],
        "HIDE": [
            "sembunyi", "menyembunyikan", "disembunyikan", "tersembunyi", "rahasiakan", "merahasiakan",
            "dirahasiakan", "diam diam", "secara diam", "tutupi", "menutupi", "ditutupi",
            "tanpa memberi tahu", "tanpa memberitahu", "tanpa sepengetahuan", "jangan beri tahu",
            "jangan beritahu", "jangan kasih tahu", "jangan bilang", "jangan ungkapkan", "samarkan",
            "menyamarkan", "secara rahasia", "jangan sebut", "tutup tutupi",
        ],
        "FALSE": [
            "bohong", "berbohong", "membohongi", "dusta", "berdusta", "palsu", "memalsukan", "dipalsukan",
            "pura pura", "berpura", "mengarang", "dikarang", "menyangkal", "disangkal", "mengada ada",
            "menyesatkan", "tidak benar", "fiktif", "rekayasa", "direkayasa", "seolah", "seakan",
            "hoaks", "hoax", "mengelabui",
        ],
        "SUCCESS": [
            "berhasil", "sukses", "lulus", "bersih$", "bersihnya", "baik baik saja", "aman$", "beres$",
            "oke$", "ok$", "selesai", "terselesaikan", "teratasi", "diperbaiki", "tuntas", "hijau",
            "asli$", "sah$", "terverifikasi", "normal$", "biasa", "wajar", "lancar", "tidak ada masalah",
        ],
        "REALITY": [
            "sebenarnya", "sebetulnya", "kenyataan", "nyatanya", "faktanya", "sesungguhnya", "padahal",
            "meskipun", "walaupun", "walau$", "meski$", "biarpun", "kebenaran", "yang benar", "aslinya",
            "realitanya", "sejatinya", "pada dasarnya",
        ],
        "DESTROY": [
            "hapus", "menghapus", "dihapus", "terhapus", "penghapusan", "buang", "membuang", "dibuang",
            "hancur", "menghancurkan", "musnahkan", "memusnahkan", "bersihkan", "membersihkan",
            "dibersihkan", "timpa$", "ditimpa", "timpakan", "kosongkan", "mengosongkan", "lenyapkan",
            "hilangkan", "menghilangkan", "setel ulang", "atur ulang",
        ],
        "DISABLE": [
            "nonaktif", "menonaktifkan", "dinonaktifkan", "non aktifkan", "matikan", "mematikan",
            "dimatikan", "lewati", "melewati", "dilewati", "lompati", "melompati", "akali", "mengakali",
            "hindari", "menghindari", "tangguhkan", "menangguhkan", "hentikan", "menghentikan", "bypass",
            "memintas", "lewatkan", "melewatkan",
        ],
        "SAFEGUARD": [
            "antivirus", "firewall", "perlindungan", "proteksi", "keamanan", "autentikasi", "otentikasi",
            "verifikasi", "konfirmasi", "tinjauan", "peninjauan", "audit", "pemindai", "peringatan",
            "sertifikat", "enkripsi", "kedaluwarsa", "kadaluarsa", "kadaluwarsa", "rotasi", "pengujian",
            "pemeriksaan", "sandbox", "pengecekan", "dua faktor",
        ],
        "TRACES": [
            "log$", "lognya", "log log", "catatan", "riwayat", "jejak$", "jejaknya", "bukti", "rekaman",
            "arsip", "jurnal", "histori", "sejarah", "jejak audit", "berkas log",
        ],
        "CRITICAL": [
            "produksi", "basis data", "basisdata", "database", "cadangan", "backup", "snapshot",
            "semua pengguna", "seluruh pengguna", "data pelanggan", "data pengguna", "server", "klaster",
            "cluster", "namespace", "cabang utama", "branch utama", "lingkungan produksi", "sistem live",
        ],
        "BLANKET": [
            "selalu", "setiap", "tiap", "semua", "seluruh", "apa pun", "apapun", "otomatis",
            "tanpa bertanya", "tanpa tanya", "tanpa memeriksa", "tanpa cek", "tanpa pengecekan",
            "tanpa peninjauan", "tanpa syarat", "tanpa konfirmasi", "membabi buta", "begitu saja",
            "segera", "langsung", "tanpa pikir", "tanpa pengecualian",
        ],
        "PRIVILEGE": [
            "admin", "root$", "sudo$", "superuser", "pemilik", "akses penuh", "hak akses", "izin",
            "hak admin", "akses tulis", "publik", "siapa pun", "siapapun", "semua orang", "wewenang",
            "otoritas", "hak istimewa", "perizinan",
        ],
        "APPROVE": [
            "setuju", "menyetujui", "disetujui", "persetujuan", "merge", "gabungkan", "menggabungkan",
            "digabungkan", "diterima", "menerima", "berikan akses", "beri izin", "izinkan", "mengizinkan",
            "diizinkan", "otorisasi", "percaya", "mempercayai", "daftar putih", "whitelist", "loloskan",
            "meloloskan", "restui",
        ],
        "RUN": [
            "jalankan", "menjalankan", "dijalankan", "eksekusi", "mengeksekusi", "dieksekusi", "panggil",
            "memanggil", "pasang$", "memasang", "dipasang", "instal", "menginstal", "diinstal",
            "luncurkan", "meluncurkan", "mulai", "memulai", "eval$",
        ],
        "REMOTE_ORDERS": [
            "respons", "respon$", "tanggapan", "balasan", "muatan", "payload", "hasil kembalian",
            "yang dikembalikan", "dikembalikan", "perintah dari", "instruksi dari", "tugas berikutnya",
            "tugas selanjutnya", "perintah berikutnya", "perintah selanjutnya", "jawaban server",
        ],
        "PERIODIC": [
            "setiap menit", "tiap menit", "setiap jam", "tiap jam", "setiap hari", "tiap hari", "per jam",
            "harian", "secara berkala", "berkala", "periodik", "rutin", "teratur", "terjadwal", "jadwal",
            "dijadwalkan", "detak jantung", "heartbeat", "ping$", "polling", "setiap beberapa",
        ],
        "PERSIST": [
            "setiap sesi", "tiap sesi", "setiap percakapan", "permanen", "selamanya", "seterusnya",
            "mulai sekarang", "ke depannya", "masa depan", "pulihkan", "memulihkan", "dipulihkan",
            "instal ulang", "pasang ulang", "tambahkan kembali", "buat ulang", "startup", "saat boot",
            "boot$", "login$", "crontab", "cron$", "bertahan", "tetap ada", "muncul kembali",
        ],
        "SEND": [
            "kirim", "mengirim", "dikirim", "terkirim", "pengiriman", "unggah", "mengunggah", "diunggah",
            "teruskan ke", "meneruskan ke", "diteruskan ke", "salin ke", "sinkronkan", "sinkronisasi",
            "bocorkan", "membocorkan", "dibocorkan", "tempel ke", "tempelkan", "posting", "surel",
            "email", "serahkan", "transmisi",
        ],
        "SECRET": [
            "kata sandi", "sandi$", "sandinya", "kunci api", "kunci privat", "kunci pribadi",
            "kunci rahasia", "kunci ssh", "token", "kredensial", "rahasia", "kartu kredit", "nomor kartu",
            "pin$", "kode otp", "otp$", "kode verifikasi", "kode sekali", "cookie", "frasa benih",
            "data sensitif", "frasa sandi",
        ],
        "OWN_RULES": [
            "prompt sistem", "instruksi", "aturan", "pedoman", "panduan", "arahan", "kebijakan",
            "konfigurasi", "pesan developer", "pesan pengembang", "petunjuk", "ketentuan", "perintah awal",
            "pengarahan",
        ],
        "OBEY": [
            "patuh", "mematuhi", "dipatuhi", "ikuti", "mengikuti", "diikuti", "taati", "menaati", "turuti",
            "menuruti", "laksanakan", "melaksanakan", "lakukan apa", "prioritas", "diutamakan",
            "utamakan", "mengutamakan", "menggantikan", "gantikan", "lebih penting", "perintah",
            "lebih utama",
        ],
        "EXTERNAL": [
            "halaman web", "laman$", "laman web", "situs", "dokumen", "surel", "email", "pesan$",
            "pesannya", "berkas", "file$", "lampiran", "tautan", "komentar", "tiket", "hasil pencarian",
            "keluaran alat", "hasil alat", "hasil tool", "output tool", "url$", "isu$",
        ],
        "ROLE": [
            "berpura", "pura pura", "berperan", "peran$", "peranmu", "bertindak sebagai", "kamu sekarang",
            "anda sekarang", "sekarang kamu", "sekarang anda", "persona$", "karakter", "mode pengembang",
            "mode developer", "jailbreak", "tanpa sensor", "tanpa filter", "tanpa batasan",
            "bermain peran", "jadilah",
        ],
        "IGNORE": [
            "abaikan", "mengabaikan", "diabaikan", "lupakan", "melupakan", "hiraukan", "kesampingkan",
            "mengesampingkan", "tidak berlaku", "batalkan", "dibatalkan", "tidak sah", "tidak valid",
            "anggap tidak", "tak berlaku", "buang saja",
        ],
        "MONEY": [
            "pembayaran", "bayar", "membayar", "dibayar", "transfer", "mentransfer", "ditransfer", "faktur",
            "tagihan", "invoice", "pengembalian dana", "refund", "harga$", "harganya", "biaya", "komisi",
            "nomor rekening", "rekening", "iban$", "uang", "setor", "transaksi",
        ],
        "PROMOTE": [
            "rekomendasi", "merekomendasikan", "direkomendasikan", "sarankan", "menyarankan", "promosi",
            "mempromosikan", "iklan", "mengiklankan", "sponsor", "disponsori", "resmi", "standar",
            "terbaik", "paling bagus", "unggulan", "tampilkan sebagai", "gambarkan sebagai",
        ],
        "LIMITS": [
            "keselamatan", "keamanan", "batasan", "pembatasan", "filter", "penyaringan",
            "kebijakan konten", "pagar pembatas", "moderasi", "tolak", "menolak", "ditolak", "penolakan",
            "sensor", "etika", "larangan", "dilarang",
        ],
        "NEGATE": [
            "tidak$", "tak$", "jangan$", "bukan", "tanpa$", "belum$", "nggak$", "gak$", "enggak$",
            "ga$", "tiada$", "kagak$", "ndak$",
        ],
        "CONDITION": [
            "jika", "kalau", "apabila", "bila$", "ketika", "setiap kali", "segera setelah", "seandainya",
            "andaikan", "manakala", "sewaktu", "asalkan", "dengan syarat", "kapan pun", "kapanpun",
            "bilamana", "begitu ada", "sekiranya",
        ],
    },
}
