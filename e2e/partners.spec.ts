import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signUp } from './support/users';

const SHOTS = path.resolve(__dirname, '..', 'build', 'screenshots', 'partners');
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function shoot(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: path.join(SHOTS, `${name}-1440.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: path.join(SHOTS, `${name}-390.png`), fullPage: true });
  await page.setViewportSize(DESKTOP);
}

/** Types or picks one score and waits for the server's answer, so the next cell starts from the saved state. */
async function score(page: Page, candidate: string, criterion: string, value: string) {
  const cell = page.getByLabel(`Оценка: ${candidate}, ${criterion}`);
  const saved = page.waitForResponse((response) => response.url().endsWith('/scores') && response.request().method() === 'PUT');
  if ((await cell.evaluate((element) => element.tagName)) === 'SELECT') {
    await cell.selectOption(value);
  } else {
    await cell.fill(value);
    await cell.press('Enter');
  }
  return saved;
}

test('partners: a partner with requisites and contacts, the INN taken, a benchmark whose winner becomes an active partner, the top bar finds it', async ({
  page,
}) => {
  // One user's whole day with partners: three forms, two dialogs, eight scores and six screenshots.
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  page.on('dialog', (dialog) => void dialog.accept());
  await signUp(page, 'Мария Закупкина');

  await page.goto('/modules/contragents/partners');
  await expect(page.getByRole('heading', { name: 'Партнеры', level: 1 })).toBeVisible();
  await expect(page.getByText('Партнеров пока нет')).toBeVisible();

  // A wrong check digit is refused next to the field by the SDK's validator, before anything is sent.
  await page.getByRole('button', { name: 'Новый партнер' }).click();
  const form = page.getByRole('dialog', { name: 'Новый партнер' });
  await form.getByLabel('Название').fill('ООО «Бетон-Сервис»');
  await form.getByLabel('ИНН').fill('7707083890');
  await form.getByLabel('КПП').fill('773601001');
  await form.getByLabel('Теги').fill('бетон, поставщик');
  await form.getByRole('button', { name: 'Добавить счёт' }).click();
  await form.getByLabel('Банк').fill('ПАО Сбербанк');
  await form.getByLabel('БИК').fill('044525225');
  await form.getByLabel('Корр. счёт').fill('30101810400000000225');
  await form.getByLabel('Расчётный счёт').fill('40702810200000000002');
  await form.getByRole('button', { name: 'Создать' }).click();
  await expect(form.getByText('Неверный ИНН: не совпадает контрольное число')).toBeVisible();
  await expect(form.getByLabel('ИНН')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Расчётный счёт не соответствует БИК')).toBeVisible();
  await shoot(page, 'partner-form');
  await form.getByLabel('ИНН').fill('7707083893');
  await form.getByLabel('Расчётный счёт').fill('40702810200000000001');
  await form.getByRole('button', { name: 'Создать' }).click();
  await expect(page).toHaveURL(/\/modules\/contragents\/partners\/[0-9a-f-]+$/);
  const partnerUrl = page.url();
  await expect(page.getByRole('heading', { name: 'ООО «Бетон-Сервис»', level: 1 })).toBeVisible();
  await expect(page.getByText('773601001')).toBeVisible();
  await expect(page.getByText('40702810200000000001')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Счета' }).last()).toHaveAttribute(
    'href',
    new RegExp(`/modules/contragents/invoices\\?partner=${partnerUrl.split('/').pop()}$`),
  );

  // Contacts: the server's refusal of a bad e-mail is shown under the field, then the fixed one is saved.
  await page.getByRole('button', { name: 'Добавить контакт' }).click();
  const contact = page.getByRole('dialog', { name: 'Новый контакт' });
  await contact.getByLabel('Имя').fill('Ирина Ёлкина');
  await contact.getByLabel('Должность').fill('Менеджер по продажам');
  await contact.getByLabel('Телефоны').fill('+7 495 123-45-67');
  await contact.getByLabel('Эл. почта').fill('irina@');
  await contact.getByLabel('Telegram').fill('irina_beton');
  await contact.getByText('Основной контакт').click();
  await expect(contact.getByLabel('Основной контакт')).toBeChecked();
  await contact.getByRole('button', { name: 'Сохранить' }).click();
  await expect(contact.getByText('«irina@» не похож на адрес электронной почты')).toBeVisible();
  await contact.getByLabel('Эл. почта').fill('irina@beton.example');
  await contact.getByRole('button', { name: 'Сохранить' }).click();
  await expect(contact).toBeHidden();
  await page.getByRole('button', { name: 'Добавить контакт' }).click();
  await page.getByRole('dialog', { name: 'Новый контакт' }).getByLabel('Имя').fill('Павел Прорабов');
  await page.getByRole('dialog', { name: 'Новый контакт' }).getByRole('button', { name: 'Сохранить' }).click();
  const contacts = page.getByRole('region', { name: /Контакты/ });
  await expect(contacts.getByText('Ирина Ёлкина')).toBeVisible();
  await expect(contacts.getByText('Павел Прорабов')).toBeVisible();
  await expect(contacts.getByRole('link', { name: 'irina@beton.example' })).toBeVisible();
  await expect(contacts.getByText('2 из 50')).toBeVisible();
  await page.getByLabel('Комментарий').fill('Цены держат второй год');
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.locator('.contragents-comment__text')).toHaveText('Цены держат второй год');
  await expect(page.getByRole('region', { name: 'История' })).toContainText('добавил(а) контакт Ирина Ёлкина');
  await shoot(page, 'partner');

  // The same INN again: refused with the holder named, and a link to it.
  await page.goto('/modules/contragents/partners');
  await page.getByRole('button', { name: 'Новый партнер' }).click();
  const duplicate = page.getByRole('dialog', { name: 'Новый партнер' });
  await duplicate.getByLabel('Название').fill('Бетон-Сервис дубль');
  await duplicate.getByLabel('ИНН').fill('7707083893');
  await duplicate.getByRole('button', { name: 'Создать' }).click();
  await expect(duplicate.locator('#partner-inn-help')).toHaveText('Партнер с ИНН 7707083893 уже есть: «ООО «Бетон-Сервис»»');
  await duplicate.getByRole('link', { name: 'Открыть существующего партнера' }).click();
  // What was typed for the duplicate is not saved: leaving for the holder asks first.
  await page
    .getByRole('alertdialog', { name: /Уйти без сохранения/ })
    .getByRole('button', { name: 'Уйти без сохранения' })
    .click();
  await expect(page).toHaveURL(partnerUrl);

  // The benchmark: default criteria, two candidates scored, a negative price refused in its cell.
  await page.getByRole('navigation', { name: 'Разделы модуля «Партнеры»' }).getByRole('link', { name: 'Бенчмарк' }).click();
  await page.getByRole('button', { name: 'Новое сравнение' }).click();
  const benchmarkForm = page.getByRole('dialog', { name: 'Новое сравнение' });
  await benchmarkForm.getByRole('textbox', { name: 'Название', exact: true }).fill('Поставщик бетона 2027');
  await benchmarkForm.getByLabel('Задача').fill('Бетон М300 для двух корпусов');
  await expect(benchmarkForm.getByRole('textbox', { name: 'Название критерия 1' })).toHaveValue('Цена');
  await benchmarkForm.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('heading', { name: 'Поставщик бетона 2027' })).toBeVisible();

  for (const [name, inn] of [
    ['Альфа-Бетон', '7712345671'],
    ['Ёлка-Бетон', '7723456782'],
  ]) {
    await page.getByLabel('Название кандидата').fill(name!);
    await page.getByLabel('ИНН кандидата').fill(inn!);
    await page.getByRole('button', { name: 'Добавить', exact: true }).click();
    await expect(page.getByRole('rowheader', { name: new RegExp(name!) })).toBeVisible();
  }
  await score(page, 'Альфа-Бетон', 'Цена', '-5');
  await expect(page.getByText('Значение не может быть отрицательным')).toBeVisible();
  await score(page, 'Альфа-Бетон', 'Цена', '5000');
  await expect(page.getByText('Значение не может быть отрицательным')).toBeHidden();
  await score(page, 'Ёлка-Бетон', 'Цена', '4500');
  await score(page, 'Альфа-Бетон', 'Качество', '4');
  await score(page, 'Ёлка-Бетон', 'Качество', '5');
  await score(page, 'Альфа-Бетон', 'Срок поставки, дней', '10');
  await score(page, 'Ёлка-Бетон', 'Срок поставки, дней', '7');
  await score(page, 'Альфа-Бетон', 'Условия оплаты', '3');
  await score(page, 'Ёлка-Бетон', 'Условия оплаты', '5');

  const ranking = page.getByRole('region', { name: 'Итог' });
  await expect(ranking.getByRole('row').nth(1)).toContainText('Ёлка-Бетон');
  await expect(ranking.getByRole('row').nth(1)).toContainText('100');
  await expect(ranking.getByRole('img', { name: /^Альфа-Бетон: \d/ })).toBeVisible();
  await shoot(page, 'benchmark');

  await ranking.getByRole('button', { name: 'Сделать партнером' }).click();
  const promote = page.getByRole('dialog', { name: 'Сделать «Ёлка-Бетон» активным партнером' });
  await expect(promote.getByLabel('ИНН')).toHaveValue('7723456782');
  await promote.getByRole('button', { name: 'Сделать партнером' }).click();
  await expect(page.getByText('Победитель: Ёлка-Бетон')).toBeVisible();
  await expect(page.getByRole('region', { name: 'История' })).toContainText('выбрал(а) победителя: Ёлка-Бетон');

  // The winner is an active partner in the list.
  await page.goto('/modules/contragents/partners');
  await page.getByRole('button', { name: 'Активный' }).click();
  await expect(page).toHaveURL(/status=active/);
  const winnerRow = page.getByRole('row', { name: /Ёлка-Бетон/ });
  await expect(winnerRow).toContainText('7723456782');
  await expect(winnerRow).toContainText('Активный');
  await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
  await expect(page.getByRole('row')).toHaveCount(3);
  await shoot(page, 'list');

  // The top bar's search finds a partner by a contact's name and opens it.
  await page.goto('/dashboard');
  await page.getByRole('searchbox', { name: 'Поиск' }).fill('Ёлкина');
  const topBar = page.getByRole('menu', { name: 'Поиск' });
  await expect(topBar.getByText('Партнеры', { exact: true })).toBeVisible();
  await topBar.getByRole('menuitem', { name: /^ООО «Бетон-Сервис»/ }).click();
  await expect(page).toHaveURL(partnerUrl);
});
