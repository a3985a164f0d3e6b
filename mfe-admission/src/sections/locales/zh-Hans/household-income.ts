import type { Translation } from '@portal/i18n/namespace';
import type en from '../en-GB/household-income';

const zhHans: Translation<typeof en> = {
  intro: '我们将根据您的家庭收入，在发出录取通知时一并考虑您的助学金资格。请计入与您同住并共享家庭收入的所有人。',
  householdMembers: '家庭成员人数',
  householdMembersHint: '包括您本人。人数为 {min} 至 {max}。',
  monthlyIncome: '家庭每月税前总收入（新元）',
  monthlyIncomeHint: '所有家庭成员扣除税款及公积金（CPF）前的收入总和，以新加坡元计，例如 4500.00。如无人有收入，请填写 0。',
  perCapitaHeading: '家庭人均月收入',
  perCapita: '您的家庭人均月收入为 {amount}。',
  perCapitaPending: '请填写家庭成员人数和收入，以查看家庭人均月收入。',
  consent: '我同意招生办公室向相关政府机构核实我的家庭收入。',
  consentHint: '如未进行此项核实，我们将无法考虑您的助学金资格。',
};
export default zhHans;
