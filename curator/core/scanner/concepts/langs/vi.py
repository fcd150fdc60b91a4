"""Concept lexicon: Vietnamese.

Words are syllables and folding drops the tone marks ("xóa" and "xoa" read alike), so most entries are two
or three syllables and all end in "$" (syllables do not inflect: a stem would only catch other syllables).
"đ" does not fold to "d", and text typed without diacritics writes "d": entries with "đ" are also listed
with "d".
"""


def _d(*entries: str) -> list[str]:
    """The entries, each followed by its spelling with "d" for "đ" when it has one."""
    out: list[str] = []
    for entry in entries:
        for form in (entry, entry.replace("đ", "d").replace("Đ", "D")):
            if form not in out:
                out.append(form)
    return out


LANGUAGE = {
    "code": "vi",
    "name": "Vietnamese",
    "spaced": True,
    "clitics": [],
    "concepts": {
        "USER": _d(
            "người dùng$", "khách hàng$", "người sử dụng$", "khách$", "thân chủ$", "người yêu cầu$",
            "người đánh giá$", "khách truy cập$", "sếp$", "con người$", "người vận hành$", "người quản lý$",
            "người duyệt$", "bên yêu cầu$",
        ),
        "TELL": _d(
            "nói rằng$", "báo cáo$", "thông báo$", "trả lời$", "phản hồi$", "xác nhận$",
            "giải thích$", "khẳng định$", "tuyên bố$", "cho biết$", "báo cho$", "nhắc đến$", "đề cập$",
            "đảm bảo với$", "trình bày$", "kể lại$", "nói là$",
        ),
        "ASK": _d(
            "hỏi về$", "câu hỏi$", "muốn biết$", "thắc mắc$", "tò mò$", "yêu cầu$", "hỏi xem$",
            "tìm hiểu$", "đòi hỏi$", "hỏi han$", "người hỏi$", "hỏi rằng$", "xin hỏi$",
        ),
        "HIDE": _d(
            "che giấu$", "che dấu$", "giấu người$", "giấu khách$", "giấu chuyện$", "giấu việc$", "phủ nhận việc$", "phủ nhận rằng$", "giấu giếm$", "che đậy$", "ẩn giấu$", "bí mật$", "lặng lẽ$",
            "âm thầm$", "không nói$", "đừng nói$", "giữ kín$", "không tiết lộ$", "đừng tiết lộ$",
            "giảm nhẹ$", "im lặng$", "ngụy trang$", "lén lút$",
        ),
        "FALSE": _d(
            "nói dối$", "dối trá$", "giả mạo$", "làm giả$", "giả vờ$", "giả bộ$", "sai sự thật$",
            "bịa đặt$", "bịa ra$", "chối bỏ$", "chối cãi$", "đánh lừa$", "lừa dối$", "gây hiểu lầm$",
            "sai lệch$", "giả tạo$", "tin giả$", "ngụy tạo$", "bịa chuyện$",
        ),
        "SUCCESS": _d(
            "thành công$", "vượt qua$", "sạch sẽ$", "ổn định$", "ổn cả$", "mọi thứ ổn$", "bình thường$",
            "hoàn tất$", "hoàn thành$", "đã xong$", "xong rồi$", "đã sửa$", "đã khắc phục$",
            "đã giải quyết$", "hợp lệ$", "hợp pháp$", "không có lỗi$", "đạt yêu cầu$", "chính hãng$",
        ),
        "REALITY": _d(
            "thực ra$", "thật ra$", "trên thực tế$", "thực tế$", "sự thật$", "thực sự$", "thật sự$",
            "mặc dù$", "dù cho$", "mặc dầu$", "bất chấp$", "kỳ thực$", "sự thực$", "tuy rằng$",
            "trong khi đó$",
        ),
        "DESTROY": _d(
            "xóa$", "gỡ bỏ$", "loại bỏ$", "hủy bỏ$", "phá hủy$", "tiêu hủy$", "dọn sạch$", "đặt lại$",
            "ghi đè$", "làm trống$", "cắt bỏ$", "vứt bỏ$", "hủy diệt$", "tiêu diệt$", "gỡ cài$",
        ),
        "DISABLE": _d(
            "vô hiệu$", "bỏ qua$", "vượt qua$", "lách$", "né tránh$", "đình chỉ$", "tạm dừng$",
            "tạm ngưng$", "ngừng$", "ngắt$", "tắt đi$", "tắt tính năng$", "tắt tường lửa$", "lách luật$",
            "tránh né$",
        ),
        "SAFEGUARD": _d(
            "diệt virus$", "tường lửa$", "bảo vệ$", "bảo mật$", "an ninh$", "xác thực$", "xác minh$",
            "xác nhận$", "kiểm duyệt$", "đánh giá$", "kiểm tra$", "kiểm toán$", "rà soát$", "quét$",
            "cảnh báo$", "chứng chỉ$", "mã hóa$", "hết hạn$", "xoay vòng$", "kiểm thử$",
        ),
        "TRACES": _d(
            "nhật ký$", "nhật kí$", "lịch sử$", "dấu vết$", "bằng chứng$", "hồ sơ$", "bản ghi$",
            "ghi chép$", "lưu vết$", "truy vết$", "chứng cứ$",
        ),
        "CRITICAL": _d(
            "sản xuất$", "môi trường thật$", "cơ sở dữ$", "sao lưu$", "bản sao lưu$", "ảnh chụp nhanh$",
            "tất cả người$", "toàn bộ người$", "dữ liệu khách$", "máy chủ$", "cụm máy$", "nhánh chính$",
            "hệ thống thật$", "dữ liệu người$",
        ),
        "BLANKET": _d(
            "luôn luôn$", "luôn$", "mọi lúc$", "mọi người$", "tất cả$", "toàn bộ$", "bất kỳ$", "bất kì$",
            "bất cứ$", "tự động$", "không cần hỏi$", "không hỏi$", "không kiểm tra$", "vô điều kiện$",
            "mù quáng$", "lập tức$",
        ),
        "PRIVILEGE": _d(
            "quản trị$", "quyền truy cập$", "quyền quản trị$", "quyền ghi$", "toàn quyền$", "chủ sở hữu$",
            "công khai$", "bất kỳ ai$", "ai cũng$", "quyền hạn$", "đặc quyền$", "siêu người dùng$",
        ),
        "APPROVE": _d(
            "phê duyệt$", "chấp thuận$", "chấp nhận$", "đồng ý$", "hợp nhất$", "cấp quyền$", "cho phép$",
            "ủy quyền$", "tin tưởng$", "tin cậy$", "danh sách trắng$", "ký duyệt$", "cho qua$",
        ),
        "RUN": _d(
            "chạy$", "thực thi$", "thi hành$", "gọi hàm$", "kích hoạt$", "cài đặt$", "khởi chạy$",
            "khởi động$", "bắt đầu$", "triển khai$",
        ),
        "REMOTE_ORDERS": _d(
            "phản hồi$", "trả về$", "tải trọng$", "lệnh từ$", "chỉ thị từ$", "hướng dẫn từ$",
            "nhiệm vụ tiếp$", "tác vụ tiếp$", "việc tiếp theo$", "lệnh tiếp theo$", "máy chủ trả$",
        ),
        "PERIODIC": _d(
            "mỗi phút$", "mỗi giờ$", "hàng giờ$", "hằng giờ$", "mỗi ngày$", "hàng ngày$", "hằng ngày$",
            "định kỳ$", "định kì$", "thường xuyên$", "theo lịch$", "lên lịch$", "nhịp tim$",
        ),
        "PERSIST": _d(
            "mỗi phiên$", "mọi phiên$", "mỗi cuộc trò$", "vĩnh viễn$", "mãi mãi$", "từ nay$", "từ giờ$",
            "tương lai$", "khôi phục$", "cài đặt lại$", "thêm lại$", "tạo lại$", "đăng nhập$",
            "lâu dài$", "duy trì$", "tự khởi động$",
        ),
        "SEND": _d(
            "gửi$", "tải lên$", "chuyển tiếp$", "chuyển đến$", "truyền tải$", "truyền đi$", "sao chép$",
            "đồng bộ$", "rò rỉ$", "làm lộ$", "tuồn$", "nộp$", "dán vào$", "xuất ra$",
        ),
        "SECRET": _d(
            "mật khẩu$", "bí mật$", "khóa riêng$", "khóa bí mật$", "khóa api$", "khóa ssh$",
            "mã thông báo$", "thông tin xác thực$", "thẻ tín dụng$", "số thẻ$", "mã pin$", "mã otp$",
            "mã xác minh$", "mã cvv$", "phiên đăng nhập$", "cụm từ khôi$", "mã một lần$", "mật mã$",
        ),
        "OWN_RULES": _d(
            "lời nhắc hệ thống$", "chỉ dẫn$", "hướng dẫn$", "chỉ thị$", "quy tắc$", "quy định$",
            "nguyên tắc$", "chính sách$", "cấu hình$", "tin nhắn hệ thống$", "lời nhắc ban$", "luật lệ$",
        ),
        "OBEY": _d(
            "tuân theo$", "tuân thủ$", "làm theo$", "vâng lời$", "nghe theo$", "thực hiện theo$",
            "ưu tiên$", "quan trọng hơn$", "thay thế cho$", "đè lên$", "mệnh lệnh$", "ra lệnh$", "lệnh$",
        ),
        "EXTERNAL": _d(
            "trang web$", "tài liệu$", "văn bản$", "thư điện tử$", "tin nhắn$", "thông điệp$", "tệp$",
            "tập tin$", "kết quả tìm$", "kết quả công$", "đầu ra công$", "bình luận$", "đính kèm$",
            "liên kết$", "đường dẫn$", "phiếu hỗ trợ$",
        ),
        "ROLE": _d(
            "giả vờ$", "đóng vai$", "nhập vai$", "vai trò$", "hóa thân$", "giờ bạn là$", "bây giờ bạn$",
            "nhân vật$", "chế độ nhà$", "không kiểm duyệt$", "không giới hạn$", "bẻ khóa$", "đóng giả$",
        ),
        "IGNORE": _d(
            "bỏ qua$", "phớt lờ$", "quên đi$", "hãy quên$", "quên hết$", "quên tất$", "gạt sang một$",
            "gạt bỏ$", "không còn hiệu$", "hết hiệu lực$", "vô hiệu$", "không hợp lệ$", "không còn áp$",
            "mặc kệ$",
        ),
        "MONEY": _d(
            "thanh toán$", "trả tiền$", "chuyển khoản$", "chuyển tiền$", "hóa đơn$", "hoàn tiền$",
            "giá tiền$", "báo giá$", "bảng giá$", "lệ phí$", "chi phí$", "hoa hồng$", "số tài khoản$",
            "tài khoản ngân$", "số tiền$", "nạp tiền$",
        ),
        "PROMOTE": _d(
            "giới thiệu$", "đề xuất$", "khuyên dùng$", "khuyến nghị$", "khuyên$", "quảng cáo$",
            "quảng bá$", "tài trợ$", "ủng hộ$", "chính thức$", "tiêu chuẩn$", "tốt nhất$", "hàng đầu$",
            "mô tả là$",
        ),
        "LIMITS": _d(
            "an toàn$", "hạn chế$", "giới hạn$", "bộ lọc$", "chính sách nội$", "rào chắn$", "kiểm duyệt$",
            "từ chối$", "khước từ$", "đạo đức$", "ràng buộc$", "nghiêm cấm$",
        ),
        "NEGATE": [  # no "d" spellings of "đừng ...": "dung de", "dung lam" are "dùng để", "dùng làm"
            "không$", "ko$", "đừng có$", "đừng nói$", "đừng làm$", "đừng để$", "đừng tiết lộ$", "đừng hỏi$",
            "đừng bao giờ$", "dung bao gio$", "chẳng hề$", "chẳng bao giờ$", "chưa bao giờ$", "chưa từng$",
            "chẳng ai$", "chẳng có$",
        ],
        "CONDITION": _d(
            "nếu$", "khi$", "mỗi khi$", "bất cứ khi$", "bất kỳ khi$", "mỗi lần$", "trong trường hợp$",
            "ngay khi$", "một khi$", "lỡ như$", "với điều kiện$", "miễn là$", "khi nào$",
        ),
    },
}
