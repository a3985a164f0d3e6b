import type { Translation } from '@portal/i18n/namespace';
import type en from '../en-GB/subjects';
import { SUBJECTS_WORDS } from '@portal/contracts/admission/summary/subjects';
// Option names come from the answers summary, so this page, Check your answers and the PDF name a choice alike.

const zhHans: Translation<typeof en> = {
  intro: '请为“教育背景”部分中每项已完成的中学毕业学历填写科目及等级。请按您在该部分所选的成绩类型（实际、预估或模拟考试成绩）填写。',
  none: '您的教育背景记录中暂无须填写科目的学历。A 水准、IB 及其他中学毕业学历在完成学业后须填写科目：请在“教育背景”部分添加该记录，或将其状态设为“已完成学业（毕业）”。',
  toEducation: '前往“教育背景”',
  recordHeading: '{institution}：{qualification}',
  unnamed: '未填写院校名称',
  orphanHeading: '已删除或已更改的教育背景记录的科目',
  removeOrphan: '删除这些科目',
  rules: {
    ALEVEL: '至少 4 个科目，其中至少 2 个为 H2（或 2006 年前的 A 水准）科目。',
    IB_DIPLOMA: '至少 6 个科目，每个学科组各一科。',
    ACTUAL: '实际成绩须至少填写一个科目及其等级。',
  },
  subjectN: '科目 {n}',
  subject: '科目',
  otherName: '科目名称',
  level: '水准',
  chooseLevel: '请选择水准',
  grade: '等级',
  chooseGrade: '请选择等级',
  gradeAsPrinted: '等级（以证书所载为准）',
  marks: '分数（满分 100，选填）',
  remove: '删除 {institution} 的科目 {n}',
  add: '为 {institution} 添加科目',
  limitReached: '此学历已填写最多 {max} 个科目。',
  // The form asks for the other subject's name; the summary shows the name given.
  subjects: { ...SUBJECTS_WORDS['zh-Hans'].names, OTHER: '其他科目（请填写名称）' },
  levels: {
    H1: 'H1',
    H2: 'H2',
    H3: 'H3',
    A: 'A 水准（2006 年前）',
    AO: 'AO 水准（2006 年前）',
    IP: '直通车课程科目',
    HL: '高级课程（HL）',
    SL: '标准课程（SL）',
    GENERAL: '科目',
  },
  grades: SUBJECTS_WORDS['zh-Hans'].grades,
};
export default zhHans;
