/**
 * Singapore schools and institutions that Education suggests as the applicant types the name of a
 * school or institution. The answer stays free text (a school abroad, a former name), so this list
 * only helps spelling; the office updates it when schools merge or open (docs/office-guide.md, "The admission application").
 *
 * English names as the institutions write them. The Chinese name only where the institution has an
 * official one; otherwise the English name stands in both languages.
 */
import type { Language } from '../languages';

export interface Institution {
  name: Record<Language, string>;
}

const both = (english: string, chinese = english): Institution => ({ name: { 'en-GB': english, 'zh-Hans': chinese } });

export const SINGAPORE_INSTITUTIONS: readonly Institution[] = [
  // Junior colleges and the centralised institute (A-Level).
  both('Anderson Serangoon Junior College', '安德逊实龙岗初级学院'),
  both('Anglo-Chinese Junior College', '英华初级学院'),
  both('Catholic Junior College', '公教初级学院'),
  both('Eunoia Junior College'),
  both('Hwa Chong Institution', '华侨中学'),
  both('Jurong Pioneer Junior College', '裕廊先驱初级学院'),
  both('Millennia Institute', '励仁高级中学'),
  both('Nanyang Junior College', '南洋初级学院'),
  both('National Junior College', '国家初级学院'),
  both('Raffles Institution', '莱佛士书院'),
  both("St. Andrew's Junior College", '圣安德烈初级学院'),
  both('Tampines Meridian Junior College', '淡滨尼美廉初级学院'),
  both('Temasek Junior College', '淡马锡初级学院'),
  both('Victoria Junior College', '维多利亚初级学院'),
  both('Yishun Innova Junior College', '义顺励众初级学院'),
  // Integrated Programme schools that award the A-Level or the IB Diploma themselves.
  both('Anglo-Chinese School (Independent)', '英华自主中学'),
  both('Dunman High School', '德明政府中学'),
  both('River Valley High School', '立化中学'),
  both("St. Joseph's Institution", '圣约瑟书院'),
  // Junior colleges merged in 2019, for applicants who finished there before.
  both('Anderson Junior College', '安德逊初级学院'),
  both('Innova Junior College', '励众初级学院'),
  both('Jurong Junior College', '裕廊初级学院'),
  both('Meridian Junior College', '美廉初级学院'),
  both('Pioneer Junior College', '先驱初级学院'),
  both('Serangoon Junior College', '实龙岗初级学院'),
  both('Tampines Junior College', '淡滨尼初级学院'),
  both('Yishun Junior College', '义顺初级学院'),
  // Specialised independent schools.
  both('NUS High School of Mathematics and Science', '新加坡国立大学附属数理中学'),
  both('School of Science and Technology, Singapore'),
  both('School of the Arts, Singapore', '新加坡艺术学院'),
  both('Singapore Sports School', '新加坡体育学校'),
  // Polytechnics.
  both('Nanyang Polytechnic', '南洋理工学院'),
  both('Ngee Ann Polytechnic', '义安理工学院'),
  both('Republic Polytechnic', '共和理工学院'),
  both('Singapore Polytechnic', '新加坡理工学院'),
  both('Temasek Polytechnic', '淡马锡理工学院'),
  // Institute of Technical Education colleges.
  both('ITE College Central', '工艺教育中区学院'),
  both('ITE College East', '工艺教育东区学院'),
  both('ITE College West', '工艺教育西区学院'),
  // Arts institutions (diplomas and degrees).
  both('LASALLE College of the Arts', '拉萨尔艺术学院'),
  both('Nanyang Academy of Fine Arts', '南洋艺术学院'),
  both('University of the Arts Singapore', '新加坡艺术大学'),
  // Autonomous universities.
  both('Nanyang Technological University', '南洋理工大学'),
  both('National University of Singapore', '新加坡国立大学'),
  both('Singapore Institute of Technology', '新加坡理工大学'),
  both('Singapore Management University', '新加坡管理大学'),
  both('Singapore University of Social Sciences', '新加坡新跃社科大学'),
  both('Singapore University of Technology and Design', '新加坡科技设计大学'),
];
