import { defineCatalog } from '../define.ts';

/**
 * Lottery operations, continued (issue #6): members' missed-number reminders and the console's
 * per-lottery settings and result sources.
 */
export const operations = defineCatalog({
  en: {
    'omit.kindInvalid': 'Unknown reminder type',
    'omit.thresholdInvalid': 'The reminder threshold must be a whole number of issues from 2 to 100',
    'omit.positionsInvalid': 'Please choose positions this lottery has',
    'omit.tooMany': 'You can keep at most {{max}} missed-number reminders',
    'omit.lotteryUnsupported': 'Missed-number reminders are not available for this lottery',
    'omit.idsInvalid': 'Please choose the reminders to delete',
    'omit.notFound': 'Reminder not found',
    'ops.settingInvalid': 'Invalid value for the lottery setting {{key}}',
    'ops.rangeInvalid': 'The minimum of {{key}} must not be more than its maximum',
    'ops.resultSourceInvalid': 'The result source must be an http or https address containing {issue}',
    'ops.noChange': 'Nothing to change',
  },
  vi: {
    'omit.kindInvalid': 'Loại nhắc nhở không hợp lệ',
    'omit.thresholdInvalid': 'Ngưỡng nhắc nhở phải là số kỳ nguyên từ 2 đến 100',
    'omit.positionsInvalid': 'Vui lòng chọn vị trí mà loại xổ số này có',
    'omit.tooMany': 'Bạn chỉ có thể lưu tối đa {{max}} nhắc nhở số bỏ lỡ',
    'omit.lotteryUnsupported': 'Loại xổ số này không hỗ trợ nhắc nhở số bỏ lỡ',
    'omit.idsInvalid': 'Vui lòng chọn nhắc nhở cần xóa',
    'omit.notFound': 'Không tìm thấy nhắc nhở',
    'ops.settingInvalid': 'Giá trị không hợp lệ cho cài đặt xổ số {{key}}',
    'ops.rangeInvalid': 'Giá trị tối thiểu của {{key}} không được lớn hơn giá trị tối đa',
    'ops.resultSourceInvalid': 'Nguồn kết quả phải là địa chỉ http hoặc https có chứa {issue}',
    'ops.noChange': 'Không có gì để thay đổi',
  },
  zh: {
    'omit.kindInvalid': '提醒类型无效',
    'omit.thresholdInvalid': '提醒阈值须为 2 至 100 之间的整数期数',
    'omit.positionsInvalid': '请选择该彩种拥有的位置',
    'omit.tooMany': '遗漏提醒最多只能保存 {{max}} 条',
    'omit.lotteryUnsupported': '该彩种不支持遗漏提醒',
    'omit.idsInvalid': '请选择要删除的提醒',
    'omit.notFound': '未找到该提醒',
    'ops.settingInvalid': '彩种设置 {{key}} 的值无效',
    'ops.rangeInvalid': '{{key}} 的最小值不能大于最大值',
    'ops.resultSourceInvalid': '开奖源须为包含 {issue} 的 http 或 https 地址',
    'ops.noChange': '没有需要修改的内容',
  },
  id: {
    'omit.kindInvalid': 'Jenis pengingat tidak valid',
    'omit.thresholdInvalid': 'Ambang pengingat harus berupa bilangan bulat periode dari 2 sampai 100',
    'omit.positionsInvalid': 'Silakan pilih posisi yang dimiliki lotre ini',
    'omit.tooMany': 'Anda hanya dapat menyimpan paling banyak {{max}} pengingat angka terlewat',
    'omit.lotteryUnsupported': 'Pengingat angka terlewat tidak tersedia untuk lotre ini',
    'omit.idsInvalid': 'Silakan pilih pengingat yang akan dihapus',
    'omit.notFound': 'Pengingat tidak ditemukan',
    'ops.settingInvalid': 'Nilai tidak valid untuk pengaturan lotre {{key}}',
    'ops.rangeInvalid': 'Nilai minimum {{key}} tidak boleh lebih besar dari maksimumnya',
    'ops.resultSourceInvalid': 'Sumber hasil harus berupa alamat http atau https yang berisi {issue}',
    'ops.noChange': 'Tidak ada yang diubah',
  },
});
