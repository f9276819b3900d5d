import { extractTitle } from './title';
import { parseSentAt } from './localDate';

const sent = parseSentAt('2026-11-18T10:00:00+03:00');

describe('card titles', () => {
  it.each([
    ['Доброе утро! Оля, подготовь, пожалуйста, акт сверки для «Альфы» к четвергу', 'Подготовить акт сверки для «Альфы»'],
    ['@pavel_k закажите, пожалуйста, три рулона плёнки, до конца недели', 'Заказать три рулона плёнки'],
    ['Миша, было бы здорово, если бы ты до пятницы разобрал склад', 'Разобрать склад'],
    ['себе на завтра: позвонить в банк насчёт выписки', 'Позвонить в банк насчёт выписки'],
    ['Would be great if someone could update the price list before Monday', 'Update the price list'],
    ['@sam_ops could you book the van for tomorrow morning?', 'Book the van'],
  ])('«%s» → «%s»', (text, title) => {
    expect(extractTitle(text, sent)).toBe(title);
  });

  it('starts at the request, not at the context before it', () => {
    expect(extractTitle('Перекрытие залили. Руслан, сними опалубку со второго этажа, иначе не успеем', sent)).toBe(
      'Снять опалубку со второго этажа',
    );
  });

  it('takes the action wanted elsewhere when the request itself names none', () => {
    expect(extractTitle('К понедельнику нужно перевесить вывеску над входом. Коля, возьмёшь?', sent)).toBe('Перевесить вывеску над входом');
    expect(extractTitle('Аптека просит заменить ценники на витрине. Оля, сделаешь?', sent)).toBe('Заменить ценники на витрине');
    expect(extractTitle('The landlord asked us to repaint the fence. Sam, can you own that?', sent)).toBe('Repaint the fence');
  });

  it('keeps one clause: the one that asks, with the actions joined to it, without comments after a comma', () => {
    expect(extractTitle('Лёша, закрой склад на ключ, а то опять открыт', sent)).toBe('Закрыть склад на ключ');
    expect(extractTitle('Инвентаризация в пятницу, подготовь, пожалуйста, список остатков', sent)).toBe('Подготовить список остатков');
    expect(extractTitle('Вика, прими поставку, проверь комплектность', sent)).toBe('Принять поставку и проверить комплектность');
    expect(extractTitle('Петя, глянь, пожалуйста, сегодня, это мешает релизу', sent)).toBe('Проверить');
  });

  it('gives a bare verb the clause that says what is wrong', () => {
    expect(extractTitle('На кассе принтер чеков заедает, почини', sent)).toBe('Починить — на кассе принтер чеков заедает');
  });

  it('gives a verb about "it" what the sentence before speaks of', () => {
    expect(extractTitle('Смета по кухне готова, лежит в общей папке. Лена, посмотришь?', sent)).toBe('Посмотреть — смета по кухне готова');
    expect(extractTitle('Доброе утро! Лена, посмотришь?', sent)).toBe('Посмотреть');
  });

  it('leaves urgency and "when you can" to the priority and out of the title', () => {
    expect(extractTitle('@nina_ops please restart the printer asap', sent)).toBe('Restart the printer');
    expect(extractTitle('Could you tidy up the shared folder when you get a chance?', sent)).toBe('Tidy up the shared folder');
  });

  it('keeps version numbers and amounts whole', () => {
    expect(extractTitle('Олег, подготовь заметки к релизу 2.15 до пятницы', sent)).toBe('Подготовить заметки к релизу 2.15');
    expect(extractTitle('@anya_sklad закажи 12.5 кг муки. и соль', sent)).toBe('Заказать 12.5 кг муки');
  });

  it('turns a question in the second-person future and an imperfective order into the perfective infinitive', () => {
    expect(extractTitle('Коля, глянешь насос на третьей скважине?', sent)).toBe('Проверить насос на третьей скважине');
    expect(extractTitle('Аня, заказывай датчик, клиента предупреди', sent)).toBe('Заказать датчик');
    expect(extractTitle('записывайтесь в табличку на дежурства', sent)).toBe('Записаться в табличку на дежурства');
  });

  it('turns a need stated instead of asked into the work of preparing it', () => {
    expect(extractTitle('Нужен коммерческий оффер для «Дентал Плюс» к пятнице', sent)).toBe(
      'Подготовить коммерческий оффер для «Дентал Плюс»',
    );
    expect(extractTitle('Яна, под новый трейлер нужен трек ровно 90 секунд, к 9 ноября', sent)).toBe(
      'Подготовить трек ровно 90 секунд под новый трейлер',
    );
    expect(extractTitle('@nina_designs Harbor Coffee need the new menu boards by wednesday, files are in the drive', sent)).toBe(
      'Prepare the new menu boards for Harbor Coffee',
    );
    expect(extractTitle('Someone needs to go back and re-bury the trench', sent)).toBe('Go back and re-bury the trench');
  });

  it('keeps a need that is an order after it, or people, as it is', () => {
    expect(extractTitle('@sveta к выпускному нужны грамоты на 24 ребёнка, распечатай до среды и принеси на подпись', sent)).toBe(
      'Распечатать и принести на подпись',
    );
    expect(extractTitle('Рома, записала. и захвати с собой Диму, нужны двое', sent)).not.toMatch(/^Подготовить/);
  });

  it('drops the event an English request is timed by at its end, not a Russian «до» that says where to', () => {
    expect(extractTitle('can someone clean the fish room sump out before the next shipment?', sent)).toBe('Clean the fish room sump out');
    expect(extractTitle('кто завтра в 6:30 встретит Казань у Rixos и проводит до марины?', sent)).toMatch(/до марины$/);
  });

  it('starts at the work when being able, willing or there frames it', () => {
    expect(extractTitle('would you be able to restock the house balls rack today?', sent)).toBe('Restock the house balls rack');
    expect(extractTitle('Tom, can you be there at 9 to open the crates?', sent)).toBe('Open the crates');
  });

  it('reads an order that opens the sentence before a comma as the order, not as a name addressed', () => {
    expect(extractTitle('Отгружай в понедельник, Вася на газели отвезёт', sent)).toMatch(/^Отгру/);
    expect(extractTitle('Андрей, закажи бумагу', sent)).toBe('Заказать бумагу');
  });

  it('takes the comma after an @mention out with it, so that the lead-in after it goes too', () => {
    expect(extractTitle('@andrey_master, не могли бы вы к понедельнику подписать договоры проката со школами?', sent)).toBe(
      'Подписать договоры проката со школами',
    );
  });

  it('titles the work, not the order for when the doer fails at it', () => {
    expect(
      extractTitle(
        '@petrovich_ehz на СКЗ №3 анодное заземление промерить до пятницы. если до среды не вырвешься — звони Кравченко в ЭХЗ РНУ',
        sent,
      ),
    ).toBe('На СКЗ №3 анодное заземление промерить');
    expect(extractTitle('держитесь. если к 14 очередь не спадёт — Оля, открывай второе окно', sent)).toBe('Открыть второе окно');
  });

  it('keeps the comma after a word of urgency or politeness where it ends the clause', () => {
    expect(extractTitle("order 3 more from pharmacy today then please, Rob's cut-off is 2pm", sent)).toBe('Order 3 more from pharmacy');
    expect(extractTitle('Оля, закажи, пожалуйста, бумагу', sent)).toBe('Заказать бумагу');
  });

  it('drops a condition or a time said after the work without a comma', () => {
    expect(extractTitle('Серёга, глянь кондиционер в Вольво когда вернёшься', sent)).toBe('Проверить кондиционер в Вольво');
  });

  it('gives a verb with a word or two after it what the sentence before explains, but not a greeting or a reply', () => {
    expect(extractTitle('Проводим инвентаризацию склада. Галина, подготовь бланки', sent)).toBe(
      'Подготовить бланки — проводим инвентаризацию склада',
    );
    expect(extractTitle('Всем спасибо за год! Галина, подготовь бланки', sent)).toBe('Подготовить бланки');
  });

  it('gives a short title the clause of its own sentence before the verb, but not the frame of the request', () => {
    expect(extractTitle('@galina инвентаризация склада шин, подготовь бланки', sent)).toBe(
      'Подготовить бланки — инвентаризация склада шин',
    );
    expect(extractTitle('Таня, если не сложно, проверь аванс', sent)).toBe('Проверить аванс');
  });

  it('reads a capitalised imperative that opens the sentence as the verb, but not a name or a street', () => {
    expect(extractTitle('Сделай до пятницы декорацию дерева', sent)).toBe('Сделать декорацию дерева');
    expect(extractTitle('Оформляй заявку сегодня', sent)).toBe('Оформить заявку');
    expect(extractTitle('Николай сделай отчёт', sent)).toBe('Сделать отчёт');
    expect(extractTitle('Гарибальди 15, адрес тот же. Проверь розетку', sent)).not.toMatch(/Гарибальдить/);
  });

  it('drops "if you can" and «по возможности» like the other courtesies', () => {
    expect(extractTitle('Sam, prepare a privilege log if you can', sent)).toBe('Prepare a privilege log');
    expect(extractTitle('Миша, по возможности закажи бумагу А4', sent)).toBe('Заказать бумагу А4');
  });

  it('turns reflexive and irregular imperatives into real infinitives', () => {
    expect(extractTitle('Лена, запишись в сервис на Заводской на четверг', sent)).toBe('Записаться в сервис на Заводской');
    expect(extractTitle('Лёха, до среды вызови сервисников «Сибгидравлики»', sent)).toBe('Вызвать сервисников «Сибгидравлики»');
    expect(extractTitle('Вера, разошли таблицу заведующим', sent)).toBe('Разослать таблицу заведующим');
    expect(extractTitle('@oksana_buh проведи водителям инструктаж', sent)).toBe('Провести водителям инструктаж');
  });

  it('makes a title of an open call to the group', () => {
    expect(extractTitle('кто сможет в субботу выйти на смену?', sent)).toBe('Выйти на смену');
    expect(extractTitle('кто сегодня может позвонить в сервис Technogym? номер на стойке', sent)).toBe('Позвонить в сервис Technogym');
    expect(extractTitle('could one of you cover my 3 to 5 on Friday? dentist', sent)).toBe('Cover my 3 to 5');
  });

  it('leaves out greetings, thanks, courtesy and the place or time before the verb', () => {
    expect(extractTitle('Доброе утро всем! Коля, выгрузи отчёт по продажам за 3 квартал, там цифры нужны', sent)).toBe(
      'Выгрузить отчёт по продажам за 3 квартал',
    );
    expect(extractTitle('@olga_apteka3 спасибо! Вера, разошли таблицу остальным заведующим', sent)).toBe(
      'Разослать таблицу остальным заведующим',
    );
    expect(extractTitle('а вы не могли бы до пятницы прислать итоговые оценки 6«А»?', sent)).toBe('Прислать итоговые оценки 6«А»');
    expect(extractTitle('В «Ромашке» сегодня обработать игрушки и проветрить', sent)).toBe('Обработать игрушки и проветрить');
    expect(extractTitle('Jess call Fig & Olive and ask if they can still take +12', sent)).toBe(
      'Call Fig & Olive and ask if they can still take +12',
    );
    expect(extractTitle('давай 20 и бесплатная тренировка. Лера, отправь им КП сегодня', sent)).toBe('Отправить КП');
  });

  it('does not take a noun or an adjective that ends like an imperative for the verb', () => {
    expect(
      extractTitle(
        'Девочки, доброе утро! Неделя до 8 марта — запись забита на 94%. @masha_nails на тебе до среды выложить в сторис весенний дизайн',
        sent,
      ),
    ).toBe('Выложить в сторис весенний дизайн');
    expect(
      extractTitle('Коллеги, декабрь: утренники по графику. Костюмы — @larisa_muz проверить и отдать в химчистку до 10 декабря', sent),
    ).toBe('Проверить и отдать в химчистку');
  });

  it('takes the request after a place or a noun phrase, the verb first', () => {
    expect(extractTitle('Катя, меню для печати к 31-му отправь в типографию, макет у Павла. а то как в прошлый раз', sent)).toBe(
      'Отправить меню для печати в типографию',
    );
    expect(extractTitle('можно, ссылку в чат клиентов скинь заранее', sent)).toBe('Скинуть ссылку в чат клиентов');
    expect(extractTitle('Оля, клин ловителей на 4й подъезд Тархова получи на складе', sent)).toBe(
      'Получить клин ловителей на 4й подъезд Тархова на складе',
    );
  });

  it('takes the order after a grant ("fine, but…", «можно, только…»), not the grant, nor «бери» / «иди» before it', () => {
    expect(extractTitle('fine, but call Rita when you land so she knows', sent)).toBe('Call Rita');
    expect(extractTitle('fine by me, swap with Sem and update the sheet yourselves', sent)).toBe('Swap with Sem and update the sheet');
    expect(extractTitle('no problem, just get the Sportster valve check done before lunch tomorrow', sent)).toBe(
      'Do the Sportster valve check',
    );
    expect(extractTitle('можно, только оффер по аналитику закрой до 3 апреля', sent)).toBe('Закрыть оффер по аналитику');
    expect(extractTitle('иди, только Ковалёва перед уходом передай Мише', sent)).toBe('Передать Ковалёва Мише');
    expect(extractTitle('бери, только ключи от щитовой оставь сегодня Грише', sent)).toBe('Оставить ключи от щитовой Грише');
    expect(extractTitle('бери, но путёвку в журнал запиши', sent)).toBe('Записать путёвку в журнал');
  });

  it('reads wishes and "mind" asked of anyone as the work, and no sentence that only says when', () => {
    expect(extractTitle("would anyone mind checking the backup generator fuel by Thursday? I'm out", sent)).toBe(
      'Check the backup generator fuel',
    );
    expect(extractTitle("it'd be great if somebody could restock the napkins", sent)).toBe('Restock the napkins');
    expect(extractTitle('было бы здорово если кто-нибудь сделал табличку с расходом клея на газоблок', sent)).toBe(
      'Сделать табличку с расходом клея на газоблок',
    );
    expect(extractTitle("sweet. you're on the grom comp — ribbons, heats list, the lot. by thu the 19th", sent)).not.toMatch(/^By/);
  });

  it('puts the verb first past a place «у …», objects joined by «и» and a Latin word, but not past a holder or a second verb', () => {
    expect(extractTitle('Коля, огнетушители у бульдозеров в боксе проверь, когда будет время', sent)).toBe(
      'Проверить огнетушители у бульдозеров в боксе',
    );
    expect(extractTitle('@vitya_voditel медогонку и отстойники с базы на точку привези до среды', sent)).toBe(
      'Привезти медогонку и отстойники с базы на точку',
    );
    expect(extractTitle('Тимур, nozzle на 3-м поменяй, запасные 0.4 в ящике', sent)).toBe('Поменять nozzle на 3-м');
    expect(extractTitle('у тебя ключи от склада возьми', sent)).not.toMatch(/^Взять ключи от склада у тебя/);
    expect(extractTitle('только путевой закрой и машину на мойку загони', sent)).not.toMatch(/^Загнать/);
    expect(extractTitle('можно, но до этого закрой акты. Рождество у жены родни', sent)).not.toMatch(/Роднить/);
  });

  it('finds an open call with words between «кто» and its verb', () => {
    expect(extractTitle('Кто в субботу 11-го может выйти в ночную смену на куличи? двойная оплата', sent)).toBe(
      'Выйти в ночную смену на куличи',
    );
    expect(extractTitle("holiday plan: lab closed. who's feeding the cell lines this weekend? I'm away", sent)).toBe('Feed the cell lines');
    expect(extractTitle('would be great if one of the PhDs could demonstrate the practicals, paid at the GTA rate', sent)).toBe(
      'Demonstrate the practicals',
    );
  });

  it('keeps a quantity said after a comma and a range of days the work covers', () => {
    expect(extractTitle('@ruslan_pekar к четвергу испеки пробную партию куличей на новой закваске, 20 штук', sent)).toBe(
      'Испечь пробную партию куличей на новой закваске, 20 штук',
    );
    expect(extractTitle('@galina_tehnolog составь график производства на 20–30 декабря к пятнице', sent)).toBe(
      'Составить график производства на 20–30 декабря',
    );
  });

  it('leaves out who owns the work, "would you mind", "each of you" and fillers, keeping the imperative', () => {
    expect(extractTitle('@artem фальцовка буклетов «Академгородка» за тобой, 5 000 шт', sent)).toBe(
      'Фальцовка буклетов «Академгородка», 5 000 шт',
    );
    expect(extractTitle('@dina_brigadir а ты можешь завтра забрать из химчистки шторы клиента с Арбата, 12?', sent)).toBe(
      'Забрать из химчистки шторы клиента с Арбата, 12',
    );
    expect(extractTitle('Jason — would you mind pulling together the exhibits binder for the deposition?', sent)).toBe(
      'Pull together the exhibits binder for the deposition',
    );
    expect(extractTitle('Grant renewal is close. Each of you please send me one page on your project by March 27', sent)).toBe(
      'Send one page on the project',
    );
    expect(extractTitle('@sophie_res and send them the contract today so they have something to sign', sent)).toBe('Send the contract');
    expect(extractTitle('Natasha, no rush, но к середине января подготовь breakdown по клиентам', sent)).toBe(
      'Подготовить breakdown по клиентам',
    );
    expect(extractTitle('Роман, можно поставить напоминалку в календарь на оплату хостинга?', sent)).toBe(
      'Поставить напоминалку в календарь на оплату хостинга',
    );
  });

  it('cuts an English reason or time that follows without a comma', () => {
    expect(extractTitle('Anna, can you add those two terms to the Medline glossary so it does not happen again?', sent)).toBe(
      'Add those two terms to the Medline glossary',
    );
    expect(extractTitle('Marco, please finish the qPCR validation of the 12 candidate genes before I leave', sent)).toBe(
      'Finish the qPCR validation of the 12 candidate genes',
    );
  });

  it('gives a bare verb of counting or checking the question that is its object', () => {
    expect(extractTitle('Галина, посчитай, сколько нужно муки, масла и изюма на 900 куличей, и до среды скинь мне', sent)).toBe(
      'Посчитать, сколько нужно муки, масла и изюма на 900 куличей, и скинуть',
    );
    expect(extractTitle('@roma проверь, что меню из типографии привезли', sent)).toBe('Проверить, что меню из типографии привезли');
  });

  it('takes the sentence addressed to someone when no sentence asks', () => {
    expect(
      extractTitle('летний сезон: лагер уходит x2. Дина, заказ в Fermentis на W-34/70, 10 пачек. не срочно, до конца недели', sent),
    ).toBe('Заказ в Fermentis на W-34/70, 10 пачек');
    expect(extractTitle('Игорь, супер. смета в папке', sent)).toBe('Смета в папке');
  });
  it('names the thing, not whose it is in the chat: "our" and "your" become "the", "their" of a third party stays', () => {
    expect(extractTitle('@tom_ops can you send our changeover checklist to the cleaners?', sent)).toBe(
      'Send the changeover checklist to the cleaners',
    );
    expect(extractTitle('Sam, chase Harbour Lettings for their October bank statements please', sent)).toBe(
      'Chase Harbour Lettings for their October bank statements',
    );
  });

  it('leaves out "just" and the one asked before an English imperative', () => {
    expect(extractTitle('Just swap your charters with Dimitris and tell Anna', sent)).toBe('Swap the charters with Dimitris and tell Anna');
    expect(extractTitle('Pyxis drawer 4 is jammed again. Whoever has a minute put in a biomed ticket', sent)).toBe(
      'Put in a biomed ticket',
    );
    expect(extractTitle("Each family sell at least 10 boxes of See's Candy for the fundraiser", sent)).toBe(
      "Sell at least 10 boxes of See's Candy for the fundraiser",
    );
  });
  it('keeps who the work is for when a word points at the clause after the comma', () => {
    expect(extractTitle('Паша, раздай куртки тем, кто на смене', sent)).toBe('Раздать куртки тем, кто на смене');
    expect(extractTitle('Аня, обзвони всех, кто не продлил абонемент с мая, расписание в закрепе', sent)).toBe(
      'Обзвонить всех, кто не продлил абонемент с мая',
    );
  });

  it('gives a title of three or four words the matter it is about, never what only says when, who or how', () => {
    expect(extractTitle('new lead: a Kreuzberg studio wants 3 site models. Katja can you do the slicing estimate?', sent)).toBe(
      'Do the slicing estimate — a Kreuzberg studio wants 3 site models',
    );
    expect(extractTitle('holiday plan: Tobias, feed the cell lines', sent)).toBe('Feed the cell lines');
    expect(extractTitle('the drive is a mess. Marta, tidy the shared drive', sent)).toBe('Tidy the shared drive');
    expect(extractTitle('когда будет время, разбери кладовку на базе', sent)).toBe('Разобрать кладовку на базе');
    expect(extractTitle('fine by me. log the cave temps', sent)).toBe('Log the cave temps');
  });

  it('leaves no word hanging where a date was taken out', () => {
    expect(extractTitle('@tom_ops send the photos from Saturday please', sent)).toBe('Send the photos');
    expect(extractTitle('@jamshid сегодня же в поликлинику, медкнижку продлить', sent)).not.toMatch(/^Же/u);
    expect(extractTitle('кто нибуд может завтра взят моего клиента на 19:00?', sent)).toBe('Взять клиента');
  });
  it('leaves out «первым делом» and "first thing", which say when, not what', () => {
    expect(extractTitle('Лёша, сдай первым делом отчёт в Росгвардию за квартал', sent)).toBe('Сдать отчёт в Росгвардию за квартал');
  });

  it('takes no day before a comma for the name addressed, and still cuts at a name that is one', () => {
    expect(extractTitle('would be great if someone could tidy the shared drive by Friday, the auditors keep asking', sent)).toBe(
      'Tidy the shared drive',
    );
    expect(extractTitle('the drive is a mess. Marta, tidy the shared drive', sent)).toBe('Tidy the shared drive');
  });

  it('keeps a quantity after a comma with what it is of, not a comment with a number in it', () => {
    expect(extractTitle('Игорь, закажи пряжу у Камтекса, 300 мотков на все пять магазинов, пока скидка', sent)).toBe(
      'Заказать пряжу у Камтекса, 300 мотков на все пять магазинов',
    );
    expect(extractTitle('Игорь, закажи пряжу у Камтекса, это дешевле на 10 процентов', sent)).toBe('Заказать пряжу у Камтекса');
  });

  it('takes a capitalised word after a preposition for a thing, not for the name addressed', () => {
    expect(extractTitle('последний день квартала. кто-нибудь, выгрузите отчёт для партнёров в Excel, к пятнице, они ждут', sent)).toBe(
      'Выгрузить отчёт для партнёров в Excel',
    );
    expect(extractTitle('отчёт для партнёров готов? Марина, выгрузи его в Excel', sent)).toBe(
      'Выгрузить его в Excel — отчёт для партнёров готов',
    );
  });

  it('takes "can we get…" as the work asked for the team when no sentence orders, and lets an order outrank it', () => {
    expect(extractTitle('can we get a new kettle for the office? the old one leaks', sent)).toBe('Get a new kettle for the office');
    expect(extractTitle("could we do a shared rota for the van until then? otherwise it's chaos", sent)).toBe(
      'Do a shared rota for the van',
    );
    expect(extractTitle('can we get a new kettle? Sam, order the descaler and the filters', sent)).toBe(
      'Order the descaler and the filters',
    );
  });

  it('opens with no comma where a date or a filler at the start was taken out, and keeps the commas inside', () => {
    expect(extractTitle('Всем кураторам: до пятницы, 28-го, сдать журналы посещаемости за осень', sent)).toBe(
      'Сдать журналы посещаемости за осень',
    );
    expect(extractTitle('Ben, first thing on the 4th, post the winter schedule, 2 versions', sent)).toBe(
      'Post the winter schedule, 2 versions',
    );
  });

  it('drops the comment after a hyphen typed with spaces as after a dash, and keeps a range or a hyphenated word', () => {
    expect(extractTitle('Оля, закажи дрожжи и соль - у нас почти кончилось', sent)).toBe('Заказать дрожжи и соль');
    expect(extractTitle("Nina, order the napkins - we're nearly out", sent)).toBe('Order the napkins');
    expect(extractTitle('Оля, закажи коробки на 10 - 15 тортов для Санкт-Петербурга', sent)).toBe(
      'Заказать коробки на 10 - 15 тортов для Санкт-Петербурга',
    );
  });

  it('explains a short title by its own sentence before a neighbouring one, but not by the people addressed', () => {
    expect(extractTitle('Склад закрыт на учёт до обеда. Вика, полки у окна пустые, заполни стеллаж', sent)).toBe(
      'Заполнить стеллаж — полки у окна пустые',
    );
    expect(extractTitle('Подвал у нас снова затопило ночью. Артур, проведи инструктаж', sent)).toBe(
      'Провести инструктаж — подвал у нас снова затопило ночью',
    );
    expect(extractTitle('Аня и Тимур, подайте тезисы', sent)).toBe('Подать тезисы');
  });

  it('does not explain a title by the comment that follows «но»', () => {
    expect(extractTitle('Бумаги нужны с печатью, но давай не тянуть — подготовь ответ', sent)).toBe(
      'Подготовить ответ — бумаги нужны с печатью',
    );
  });

  it('reads an open call typed in transliteration, whoever is called on and whose the thing is left out', () => {
    expect(extractTitle('кто-нибуд может проверит мои накладные по Северу?', sent)).toBe('Проверить накладные по Северу');
    expect(extractTitle('ребята, скиньте кто-нибудь в чат фото витрины', sent)).toBe('Скинуть в чат фото витрины');
    expect(extractTitle('Лена, можешь ответ клиенту подготовить?', sent)).not.toMatch(/^Ответить/);
  });

  it('takes a capitalised word inside a clause that opens with the verb for its object, not the person addressed', () => {
    expect(extractTitle('Call the landlord about Mrs Patel, she is still waiting', sent)).toBe('Call the landlord about Mrs Patel');
    expect(extractTitle('позвонить хозяину Джека, контроль после операции', sent)).toBe('Позвонить хозяину Джека');
    expect(extractTitle('Всем привет Таня, закажи картриджи', sent)).toBe('Заказать картриджи');
  });

  it('reads the open calls "who\'s around … to", "any chance someone can" and «а ты не посмотришь», with the «почему» asked', () => {
    expect(extractTitle("new stock is in. who's around on Monday to sort the returns shelf? need two people", sent)).toBe(
      'Sort the returns shelf — new stock is in',
    );
    expect(extractTitle("queue at the door is huge, any chance someone can open the second till? i'm alone", sent)).toBe(
      'Open the second till',
    );
    expect(extractTitle("Tom, any chance you could redline the Camden section drawings by EOD tomorrow? I'm swamped", sent)).toBe(
      'Redline the Camden section drawings',
    );
    expect(extractTitle('Дима, а ты не посмотришь, почему принтер не печатает этикетки?', sent)).toBe(
      'Посмотреть, почему принтер не печатает этикетки',
    );
    expect(extractTitle('Лена, ты не забудешь купить молоко?', sent)).not.toMatch(/^Забыть/);
  });

  it('does not take a thanks with a comma («Спасибо, ребята») for a sentence addressed to someone', () => {
    expect(extractTitle('Май закрыли. Спасибо, ребята, месяц был отличный 💪 Оля, до 3 июня сверка кассы по всем точкам', sent)).toBe(
      'Сверка кассы по всем точкам',
    );
  });

  it('puts the verb before an object said first («текст подготовь»), not before a word of how or when', () => {
    expect(extractTitle('Кирилл, ты ведущий, текст подготовь к пятнице', sent)).toBe('Подготовить текст');
    expect(extractTitle('Катя, сама поменяй пароль от почты', sent)).toBe('Поменять пароль от почты');
  });

  it('leaves out whom the chat asks or asks for: "you meet…", "you\'re on…", «мне … повесить», but not «мне нужен»', () => {
    expect(extractTitle('Marcus, you meet the courier at the gate and sign for the boxes', sent)).toBe(
      'Meet the courier at the gate and sign for the boxes',
    );
    expect(extractTitle("Sam, you're on door duty tonight", sent)).toBe('Door duty');
    expect(extractTitle('Рустам, ты не мог бы мне полку в прихожей повесить?', sent)).toBe('Повесить полку в прихожей');
    expect(extractTitle('Мне нужен отчёт по кассе', sent)).toBe('Мне нужен отчёт по кассе');
  });

  it('takes out the end of a range of days with its start ("Oct 4-6")', () => {
    expect(extractTitle('Chess camp in Leeds Oct 4-6. Ana, please book rooms by Sept 30', sent)).toBe('Book rooms — chess camp in Leeds');
  });

  it('reads «сам и позвони» as the order, and keeps the question after a verb with a filler («посчитай заодно, сколько…»)', () => {
    expect(extractTitle('Игорь, сам и позвони поставщику насчёт брака', sent)).toBe('Позвонить поставщику насчёт брака');
    expect(extractTitle('ты и Миша завтра на складе', sent)).toBe('Ты и Миша на складе');
    expect(extractTitle('и посчитай заодно, сколько будет стоить заменить 12 ламп', sent)).toBe(
      'Посчитать, сколько будет стоить заменить 12 ламп',
    );
  });
  it('leaves out the group addressed before an open call («ребята, кто может…», «ребят, у меня просьба…»), not a story', () => {
    expect(extractTitle('ребята кто может до среды перебрать стеллаж с крепежом?', sent)).toBe('Перебрать стеллаж с крепежом');
    expect(extractTitle('девочки, у меня просьба: разложите новые бланки по папкам', sent)).toBe('Разложить новые бланки по папкам');
    expect(extractTitle('guys can someone restock the first aid kit?', sent)).toBe('Restock the first aid kit');
    expect(extractTitle('Ребятам из ночной смены передай ключи от склада', sent)).toBe('Передать ребятам из ночной смены ключи от склада');
  });

  it('drops "if you have time" as politeness before the ask', () => {
    expect(extractTitle('Nina if you have time can you sort the spare parts bin?', sent)).toBe('Sort the spare parts bin');
  });

  it('adds no reply\'s approval ("looks good", «договорились») to a short title as what it is about', () => {
    expect(extractTitle('looks good. Dan, print the labels', sent)).toBe('Print the labels');
    expect(extractTitle('Договорились. Оля, закажи бумагу', sent)).toBe('Заказать бумагу');
    expect(extractTitle('Крышка на колодце треснула. Оля, закажи новую', sent)).toBe('Заказать новую — крышка на колодце треснула');
  });
  it('keeps how long the work lasts («на 3 часа», "for 2 hours"), but not the hour it is due at', () => {
    expect(extractTitle('кто сможет в субботу подежурить на 3 часа у входа?', sent)).toBe('Подежурить на 3 часа у входа');
    expect(extractTitle('Sam, can you watch the kiln for 2 hours on Friday?', sent)).toBe('Watch the kiln for 2 hours');
    expect(extractTitle('Лёша, подъезжай к 4 часам к складу', sent)).toBe('Подъезжать к складу');
  });
});
