/**
 * A Chinese date in a Chinese sentence sits between the words with no spaces (须于2026年3月29日前确认),
 * as a university writes it; an application number or a Latin name keeps its spaces, and English is
 * spaced as before.
 */
import { applicationStartedMail } from '../../src/modules/admission/mail';
import { outcomeReleasedMail } from '../../src/modules/admission/outcome-mail';
import { tuitionGrantSuretyReminderMail } from '../../src/modules/admission/tuition-grant-surety-mail';
import { officeDate } from '../../src/mail/office-dates';

const name = { givenName: 'MEI HUA', familyName: 'ZHOU' };
const dueAt = new Date('2026-03-29T08:00:00Z');

describe('dates in Chinese e-mails', () => {
  it('follow and precede the Chinese words directly', () => {
    const started = applicationStartedMail('a@example.edu', 'zh-Hans', { name, applicationNumber: '27000001', category: 'ALEVEL', dueAt, link: 'http://x' });
    expect(started.text).toContain('尊敬的 ZHOU MEI HUA：');
    expect(started.text).toContain('您的申请编号为 27000001。');
    expect(started.text).toContain('请于2026年3月29日前完成申请并上传其余文件。');

    const reminder = tuitionGrantSuretyReminderMail('a@example.edu', 'zh-Hans', { name, applicationNumber: '27000001', dueDate: officeDate('2026-03-29', 'zh-Hans'), confirmed: 1, link: 'http://x' });
    expect(reminder.text).toContain('您已接受入学申请 27000001 的录取并申请政府学费津贴。您的两名担保人须于2026年3月29日前确认；目前已有 1 名确认。');

    const offered = outcomeReleasedMail('a@example.edu', 'zh-Hans', { name, applicationNumber: '27000001', link: 'http://x', decision: 'OFFERED', programme: 'MED', replyDueAt: dueAt });
    expect(offered.text).toContain('请于新加坡时间2026年3月29日 23:59前答复录取通知。逾期未答复的录取通知将失效，并视为拒绝录取。');
  });

  it('stay spaced in English', () => {
    const started = applicationStartedMail('a@example.edu', 'en-GB', { name, applicationNumber: '27000001', category: 'ALEVEL', dueAt, link: 'http://x' });
    expect(started.text).toContain('Dear MEI HUA ZHOU,');
    expect(started.text).toMatch(/by 29\/03\/2026/);
  });
});
