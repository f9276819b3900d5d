import { extractDue } from './dueChoice';
import { parseSentAt } from './localDate';

// Wednesday 18 November 2026, 10:00 in Moscow.
const WEDNESDAY_MORNING = parseSentAt('2026-11-18T10:00:00+03:00');

describe('dates that are not the deadline', () => {
  it('gives no due date for the slot a booking or a move puts something in', () => {
    expect(extractDue('Катя, запиши Мочи на 9 декабря на оформление паспорта, с утра', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('перенеси, пожалуйста, моих пациентов с четверга на пятницу утро', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('Linda, book me a site visit with the Wongs for Thursday or Friday afternoon', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('записывай её на 3-е, после обеда', WEDNESDAY_MORNING)).toBeNull();
    // A time limit said before the slot is the work's own; after it, the slot's.
    expect(extractDue('всем до 18:00 сдать графики дежурств на праздники, с 30-го по 8-е', WEDNESDAY_MORNING)).toBe('2026-11-18');
    expect(extractDue('book the plumber for thu the 26th, before 7am', WEDNESDAY_MORNING)).toBeNull();
    // A slot today is still today's work, and a booking said with a deadline keeps it.
    expect(extractDue('Катя, запиши её на сегодня на 17:30 ко мне', WEDNESDAY_MORNING)).toBe('2026-11-18');
    expect(extractDue('забронируй зал до пятницы', WEDNESDAY_MORNING)).toBe('2026-11-20');
  });

  it('gives no due date for a slot said a few words after the booking verb or locked in', () => {
    expect(extractDue("nice! Maria, schedule Kowalski for the week of May 11, Jay's crew", WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('can anyone reach out to the backup list and lock someone in for the 26th?', WEDNESDAY_MORNING)).toBeNull();
  });

  it("does not take a day not to wait for, or someone else's deadline, for the doer's", () => {
    expect(extractDue('Вова, как пришлёт — сразу перешли мне, не жди понедельника', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('Люда, 25-го первым делом сдай отчёт за квартал, у них срок 30-го', WEDNESDAY_MORNING)).toBe('2026-11-25');
    expect(extractDue('send the audit pack on the 23rd, their deadline is the 27th', WEDNESDAY_MORNING)).toBe('2026-11-23');
  });

  it("reads the author's own «I want … by» as the deadline, and another's stocktake day as context", () => {
    expect(
      extractDue(
        "Tom, by the 27th I want every sail in the racks tagged with the owner. Mere's doing the stocktake on Monday",
        WEDNESDAY_MORNING,
      ),
    ).toBe('2026-11-27');
  });

  it('keeps the time the request asks for over the day others are away till', () => {
    expect(extractDue("Aoife, would you ring his owners before 5? they're in Lanzarote till the 20th", WEDNESDAY_MORNING)).toBe(
      '2026-11-18',
    );
  });

  it('reads the day in what the doer is to tell someone as the news, not the day for telling', () => {
    expect(extractDue('Kayla can you call Pam back and tell her 9am on the 27th works?', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('swap your dive with Erik and tell him today', WEDNESDAY_MORNING)).toBe('2026-11-18');
    expect(extractDue('tell them to bring the forms by Friday', WEDNESDAY_MORNING)).toBe('2026-11-20');
  });

  it('does not take a day told in the past for the deadline, «привезли» included', () => {
    expect(
      extractDue(
        'звонил Виктор, говорит, что мы им в пятницу привезли не те фильтры. Олег, глянь, можем принять возврат?',
        WEDNESDAY_MORNING,
      ),
    ).toBeNull();
  });

  it('does not take a condition, a day given up or the earliest day for the deadline', () => {
    expect(extractDue('Нина, если до вечера не найдут — позвони клиенту и извинись', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('scaffold lads are coming monday instead of today — can you let the client know asap', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('оформляй полисы, но оплату не раньше 15 декабря', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('send them by the 28th, no rush before the 25th', WEDNESDAY_MORNING)).toBe('2026-11-28');
    // A wish is not a condition: «было бы здорово, если бы…», "would be great if you could…".
    expect(extractDue('было бы здорово, если бы ты до пятницы разобрал коробки', WEDNESDAY_MORNING)).toBe('2026-11-20');
    expect(extractDue('would be great if you could draft the rota by end of next week', WEDNESDAY_MORNING)).toBe('2026-11-27');
  });

  it("takes the day of a condition on the doer or the work's state when no other day is named", () => {
    expect(extractDue('Маш, если до пятницы сама не справишься — звони механику', WEDNESDAY_MORNING)).toBe('2026-11-20');
    expect(extractDue('Егор, если будешь на двойке 21-го — глянь кабель связи', WEDNESDAY_MORNING)).toBe('2026-11-21');
    expect(extractDue("if it's still dropping Friday just swap to truck 2 and tell Rachel", WEDNESDAY_MORNING)).toBe('2026-11-20');
    // What others do or what happens is no day of the work's, nor what follows «иначе».
    expect(extractDue('если Р-Фарм пришлёт протоколы до пятницы — Олег, выпускай обе серии', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('если в пятницу пойдёт дождь, накрой мебель', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('ok put it inside, if nobody claims it by the 30th it goes on the sale pile', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('звони, если полис кончается до 30-го', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('подготовь акт для эксперта, иначе 1-го не допустят', WEDNESDAY_MORNING)).toBeNull();
  });

  it("keeps the request's day over a later deadline that is the author's own, a wish of others or a reply's", () => {
    expect(extractDue('@master журналы осмотров за месяц принесёшь 25-го? мне до 30-го в дирекцию сдавать', WEDNESDAY_MORNING)).toBe(
      '2026-11-25',
    );
    expect(extractDue('кто сможет в субботу 21-го выйти на смену? Прадо хотят забрать до 25-го', WEDNESDAY_MORNING)).toBe('2026-11-21');
    expect(extractDue('Олег, подменишь Рустама в пятницу в ночь? отпишись до завтра', WEDNESDAY_MORNING)).toBe('2026-11-20');
    expect(extractDue('кто сможет в субботу покормить группу в 118? я на конференции до воскресенья', WEDNESDAY_MORNING)).toBe(
      '2026-11-21',
    );
    // When no sentence asks, a deadline before the last one still says when.
    expect(
      extractDue('всем до пятницы сдать Оле размеры: рост и обхват груди. заказ в ателье уходит в понедельник', WEDNESDAY_MORNING),
    ).toBe('2026-11-20');
    // A deadline said later for the work itself still says when.
    expect(extractDue('Лена, утренник 26.11 в 11:00. сценарий мне до понедельника', WEDNESDAY_MORNING)).toBe('2026-11-23');
  });

  it('does not take a date in the news the work passes on for its deadline', () => {
    expect(extractDue('Лиза, предупреди арендаторов, что в субботу воду отключат', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('Tom, tell the tenants the boiler check is Thursday 26 November', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('Рита, повесь объявление у входа: парковка закрыта до понедельника', WEDNESDAY_MORNING)).toBeNull();
    // The telling's own day, and a deadline relayed after a colon, are still due.
    expect(extractDue('Лиза, до пятницы предупреди арендаторов, что воду отключат', WEDNESDAY_MORNING)).toBe('2026-11-20');
    expect(extractDue('скажи Ивану: до пятницы сдать отчёт', WEDNESDAY_MORNING)).toBe('2026-11-20');
  });

  it('reads leave asked with "is it ok if I…" as the day asked for, not a condition', () => {
    expect(extractDue('is it ok if I leave at 3 on Friday? school concert', WEDNESDAY_MORNING, { authorsDays: true })).toBe('2026-11-20');
    expect(extractDue('hey is it cool if I leave at 3 friday? DMV appointment', WEDNESDAY_MORNING, { authorsDays: true })).toBe(
      '2026-11-20',
    );
    expect(extractDue('if the parts come on Friday, fit them straight away', WEDNESDAY_MORNING)).toBeNull();
  });

  it('gives no date to work asked for when the doer is free, unless a deadline is said', () => {
    expect(extractDue('у кота сегодня опять рвота, Анна, посмотрите его, когда освободитесь', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue("the lamp in 12 flickers since today, have a look when you're free", WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('Анна, посмотрите кота до вечера, когда освободитесь', WEDNESDAY_MORNING)).toBe('2026-11-18');
  });

  it('takes the day others do something on («они выкладывают 27-го») for an event, not the deadline', () => {
    expect(extractDue('заметка себе: 28-го скачать файлы с портала, они выкладывают 27-го вечером', WEDNESDAY_MORNING)).toBe('2026-11-28');
    expect(extractDue('they deliver the chairs Friday, set them out by Monday', WEDNESDAY_MORNING)).toBe('2026-11-23');
    expect(extractDue('заметка себе: 28-го скачать файлы, 27-го вечером проверить портал', WEDNESDAY_MORNING)).toBe('2026-11-27');
  });

  it('does not take the day someone is thanked for as a deadline', () => {
    expect(extractDue('thanks for covering Friday! Tom, the spare radios need batteries', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('спасибо за субботу! Оля, разбери коробки', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('thanks! Tom, change the radio batteries by Friday', WEDNESDAY_MORNING)).toBe('2026-11-20');
  });

  it("reads a day told in the past, or the author's own day, as no deadline", () => {
    expect(extractDue('у клиента затопило склад в субботу, кто-нибудь позвоните в ТСЖ', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('кто-нибудь может глянуть профайлер? я до пятницы на шейдерах', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue("I'll email parks & rec tonight. Priya, can you check the field?", WEDNESDAY_MORNING)).toBeNull();
  });

  it('takes the day the work is done over the purpose it serves', () => {
    expect(extractDue('отгрузи ТК в четверг утром, чтобы к 25-му точно доехало', WEDNESDAY_MORNING)).toBe('2026-11-19');
    expect(extractDue("print the welcome letters for tomorrow's arrivals tonight", WEDNESDAY_MORNING)).toBe('2026-11-18');
    expect(extractDue("need the criticals owned by tomorrow's standup", WEDNESDAY_MORNING)).toBe('2026-11-19');
  });

  it('puts a time limit in the request on the day said before it, never on a week said before it', () => {
    expect(extractDue('На этой неделе 12 рейсов. Марина, до обеда сверь заявки с графиком', WEDNESDAY_MORNING)).toBe('2026-11-18');
    expect(extractDue('Завтра банкет. Настя, канапе на тебе, 180 штук к 16:00', WEDNESDAY_MORNING)).toBe('2026-11-19');
  });

  it('reads "this week" after a booking as when the booking is made, "for this week" as the slot', () => {
    expect(extractDue('Priya, can you book the hall on the city site this week? it fills up', WEDNESDAY_MORNING)).toBe('2026-11-20');
    expect(extractDue('Priya, book the hall for this week', WEDNESDAY_MORNING)).toBeNull();
  });

  it('takes the date in the sentence that asks over dates in the sentences before it', () => {
    expect(extractDue('Завтра учёба. Павел Андреевич, к 25-му убрать ёлку из холла', WEDNESDAY_MORNING)).toBe('2026-11-25');
    expect(extractDue('@anna welcome back tomorrow 🙂 Natasha, проекты раздай до пятницы', WEDNESDAY_MORNING)).toBe('2026-11-20');
    expect(extractDue('can you pick up the ticket this week? ideally done by thursday', WEDNESDAY_MORNING)).toBe('2026-11-19');
  });

  it('gives an order for now no later day the message only mentions', () => {
    expect(extractDue('корпоратив 3–6 января. Оля, бронируй сейчас, не тяни', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('Лена, срочно закажи коробки, пусть сегодня привезут', WEDNESDAY_MORNING)).toBe('2026-11-18');
    expect(extractDue('bookings open Monday. Priya, no rush, but could you update the menu PDF?', WEDNESDAY_MORNING)).toBeNull();
  });
});

describe('more ways of naming a day', () => {
  it.each([
    ['Anya, 2 people for UAT on Monday and Tuesday, 23–24.11', '2026-11-23'],
    ['до конца декабря заключи договор с Пульсом', '2026-12-31'],
    ['can you email the families by end of January?', '2027-01-31'],
    ['someone pls collect the laminates before we leave the venue', '2026-11-18'],
    ['tell me within the hour', '2026-11-18'],
    ['Sandra grab 6 more filters from the depot on your way in', '2026-11-18'],
    ['Миша, обнови прошивку на всех 8 платах, пока дети не пришли', '2026-11-18'],
    ['Игорь, сделаешь УЗИ до конца дня?', '2026-11-18'],
    ['оспорь штраф через кабинет, срок пять дней', '2026-11-23'],
    ['Паша, stoleshnicy iz duba, do pyatnicy', '2026-11-20'],
    ['sday klyuchi Antonu 25-go', '2026-11-25'],
    ['by Friday 27th send the crystal list', '2026-11-27'],
    ['собери акты к тому же 25-му', '2026-11-25'],
  ])('«%s» → %s', (text, due) => {
    expect(extractDue(text, WEDNESDAY_MORNING)).toBe(due);
  });

  it.each([
    'открой субботы на декабрь для шиномонтажа',
    'раздаём суп по средам с 19:00, нужно 3 человека каждую среду',
    'email the accounts that Tuesday deliveries slip to Wednesday',
    'Рома, оформи договор на 12 тренировок',
    'хна кончается, осталось на 5–6 клиенток, закажи',
    'прикинь потери по 5-му полю для страховой',
    'обнови Unity до 6.3 LTS на билд-сервере',
    'закажи гастроёмкости GN 1/1, 6 штук',
    'take the bagels to the shelter on 9th Ave',
    'С наступающим 8 Марта! Максим, на вас цветы',
    'Олег, добавь в скрипт: первым делом проверять прошивку',
    'контроль через 2 недели после операции, запиши в карту',
    'the filters are on their way, fit them when they land',
  ])('«%s» names no due day', (text) => {
    expect(extractDue(text, WEDNESDAY_MORNING)).toBeNull();
  });
});
