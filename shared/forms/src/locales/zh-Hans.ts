import type { Translation } from '@portal/i18n/namespace';
import type en from './en-GB';

const zhHans: Translation<typeof en> = {
  status: {
    saving: '正在保存…',
    savedAt: '已于{time}保存',
    offline: '尚未保存：您目前处于离线状态。您填写的内容已保留在本设备上，恢复联网后将自动提交。',
    unavailable: '未能保存：暂时无法连接门户网站。您填写的内容已保留在本设备上，系统将稍后自动重试。',
    signedOut: '未能保存：您已退出登录。您填写的内容已保留在本设备上，重新登录后将自动提交。',
    rejected: '未能保存：{reason}',
    conflict: '未能保存：此部分已在其他标签页或其他设备上被修改。',
  },
  conflict: {
    title: '此部分已在别处被修改',
    body: '您打开此页面后，此部分已在其他标签页或其他设备上保存。本页面上的内容没有覆盖该版本。请选择要保留的内容。',
    savedAt: '另一版本的保存时间为{date} {time}。',
    loadNewer: '载入较新的版本',
    loadNewerHint: '将替换本页面上的内容',
    keepMine: '保留我的内容',
    keepMineHint: '将以本页面上的内容覆盖另一版本',
  },
  actions: {
    saveAndContinue: '保存并继续',
    saveApplication: '保存申请',
  },
  load: {
    what: '此部分',
  },
  sectionStates: { NOT_STARTED: '未开始', IN_PROGRESS: '填写中', COMPLETED: '已完成', HAS_ERRORS: '有错误' },
  taskList: {
    heading: '申请表各部分',
    progress: '您已完成 {total} 个部分中的 {done} 个。',
  },
  timeline: {
    heading: '申请记录',
    byStaff: '经办人：{name}',
  },
  check: {
    change: '修改',
    changeContext: '“{section}”',
    notCompleted: '此部分尚未完成。',
    verified: '已经国家身份认证核实',
    noAnswers: '尚未填写。',
  },
  submit: {
    problems: '您的申请尚未完成',
  },
  acknowledgement: {
    receivedAt: '我们已于{date}（新加坡时间）收到您的申请。',
    emailed: '我们已向您的电子邮箱发送确认邮件。',
    nextHeading: '后续步骤',
  },
  deleteDraft: {
    confirm: '是，删除此草稿',
    cancel: '否，保留草稿',
  },
  documents: {
    uploadHeading: '上传文件',
    documentType: '这是什么文件？',
    chooseType: '请选择文件类别',
    file: '文件',
    fileHint: 'PDF、JPG 或 PNG 格式，不超过 5MB。',
    upload: '上传文件',
    uploading: '正在上传 {percent}%',
    none: '您尚未上传任何文件。',
    caption: '已上传至此申请的文件',
    name: '文件',
    kind: '文件类别',
    size: '大小',
    check: '病毒检查',
    actions: '操作',
    scan: { CLEAN: '已通过', NOT_SCANNED: '未检查', PENDING: '检查中', INFECTED: '发现病毒', FAILED: '无法检查' },
    download: '下载 {fileName}',
    remove: '删除 {fileName}',
    typeUpToOneFile: '{type}（1 个文件）',
    typeUpToFiles: '{type}（最多 {count} 个文件）',
  },
  addressLookup: {
    find: '查找地址',
    finding: '正在查找邮政编码 {postalCode} 的地址…',
    filled: '已找到邮政编码 {postalCode} 的地址，并已填入下方。请核对，并在地址第二行加上您的单位号码（例如 #05-67）。',
    several: '邮政编码 {postalCode} 共有 {count} 个地址，请选择您的地址。',
    chooseLegend: '请选择您的地址',
    use: '使用此地址',
    chooseFirst: '请选择其中一个地址，或在下方的地址栏中输入您的地址',
    typeInstead: '您可以在下方的地址栏中输入您的地址。',
  },
};
export default zhHans;
