import { describe, expect, it } from 'vitest';
import { findContactDetails } from './contact-guard';

/** Messages that share a phone number or an email address, plain or disguised: all refused. */
const refused: [string, 'phone' | 'email'][] = [
  ['Llámame al 612345678', 'phone'],
  ['Mi móvil es 612 345 678', 'phone'],
  ['Escríbeme al 612.345.678 y lo hablamos', 'phone'],
  ['612-34-56-78', 'phone'],
  ['+34 612 34 56 78', 'phone'],
  ['0034 612345678', 'phone'],
  ['(+34) 612-345-678', 'phone'],
  ['WhatsApp: 6 1 2 3 4 5 6 7 8', 'phone'],
  ['mi numero: seis uno dos tres cuatro cinco seis siete ocho', 'phone'],
  ['Seis, uno, dos... no, mejor: 6 1 2 3 4 5 6 7 8', 'phone'],
  ['llámame: seis uno dos, treinta y cuatro, cincuenta y seis, setenta y ocho', 'phone'],
  ['seiscientos doce trescientos cuarenta y cinco seiscientos setenta y ocho', 'phone'],
  ['call me on six one two three four five six seven eight', 'phone'],
  ['My number is +44 7911 123456', 'phone'],
  ['Text me at 07911 123 456', 'phone'],
  ['+1 (415) 555-2671 is my cell', 'phone'],
  ['my phone: four one five, five five five, two six seven one', 'phone'],
  ['Tel. 971 12 34 56', 'phone'],
  ['Fijo: 93 123 45 67', 'phone'],
  ['mi wasap 6I2345678 no, perdón, 612345678', 'phone'],
  ['6 1 2 - 3 4 5 - 6 7 8', 'phone'],
  ['612 / 345 / 678', 'phone'],
  ['Mi móvil empieza por 612 y sigue con 345 678', 'phone'],
  ['Si quieres te paso mi teléfono: 6.1.2.3.4.5.6.7.8', 'phone'],
  ['seis-uno-dos-tres-cuatro-cinco-seis-siete-ocho', 'phone'],
  ['Contacto directo 0034-612-345-678 para evitar comisiones', 'phone'],
  ['Telegram @ no, mejor al 655 44 33 22', 'phone'],
  ['Puedes llamarme al 6 doce 34 56 78', 'phone'],
  ['Whats app +34 699 99 99 99', 'phone'],
  ['número 7 0 0 1 2 3 4 5 6 por favor', 'phone'],
  ['nine eight seven six five four three two one, call me', 'phone'],
  ['ring me: oh seven nine one one one two three four five six', 'phone'],
  ['+33 6 12 34 56 78 (je parle français)', 'phone'],
  ['+49 151 23456789', 'phone'],
  ['Mi número es el 612345678.', 'phone'],
  ['612345678', 'phone'],
  ['six one two, three four five, six seven eight', 'phone'],
  ['seis uno dos, tres cuatro cinco, seis siete ocho', 'phone'],
  ['Escríbeme a juan.perez@gmail.com', 'email'],
  ['juan.perez@gmail.com', 'email'],
  ['mi correo: maria_lopez87@hotmail.es', 'email'],
  ['write to john.smith@example.co.uk please', 'email'],
  ['juan @ gmail . com', 'email'],
  ['juan arroba gmail punto com', 'email'],
  ['juan (arroba) gmail (punto) com', 'email'],
  ['juan [at] gmail [dot] com', 'email'],
  ['john at gmail dot com', 'email'],
  ['john (at) outlook (dot) com', 'email'],
  ['maria.lopez arroba hotmail punto es', 'email'],
  ['Mándame un mail a pedro arroba yahoo', 'email'],
  ['my email is pete at icloud', 'email'],
  ['escríbeme: juanperez gmail com', 'email'],
  ['info{at}velerosdelsur{dot}es', 'email'],
  ['reservas@velerosdelsur.es para la factura', 'email'],
  ['JUAN.PEREZ@GMAIL.COM', 'email'],
  ['juan.perez @gmail.com', 'email'],
  ['contacto: ana<at>marinabcn<dot>com', 'email'],
  ['ana punto garcia arroba gmail punto com', 'email'],
  ['email me: tom.sailor@protonmail.com', 'email'],
  ['pepe@ gmail', 'email'],
  ['mi correo es laura arroba outlook punto es', 'email'],
  ['reach me on jo.b at live dot com', 'email'],
  ['juanperez87 (at) gmail.com', 'email'],
  ['mail: capitan.nemo arroba nautilus punto net', 'email'],
];

/** Ordinary messages about boats, dates, prices and times: all pass. */
const ordinary: string[] = [
  'Hola, ¿está disponible el barco del 12 al 15 de julio?',
  'Somos 8 personas, 6 adultos y 2 niños.',
  'El precio de 1.500 € incluye el patrón?',
  'Podemos pagar 1500,50 euros en total.',
  '¿Qué eslora tiene? ¿12 m o 40 pies?',
  'Queremos salir a las 10:00 y volver a las 18:30.',
  'Saldremos el 15/07/2026 y volveremos el 20/07/2026.',
  'Del 15/07/2026 - 20/07/2026, ¿hay hueco?',
  'Las fechas: 2026-07-15 a 2026-07-20.',
  'Llegamos el 3 de agosto sobre las 9h.',
  'El motor tiene 250 cv y consume 40 litros por hora.',
  'Tiene 3 cabinas y 2 baños, perfecto.',
  '¿Cuánto cuesta el combustible? ¿Unos 60 € la hora?',
  'Hemos navegado 5 años por Baleares con un velero de 11 metros.',
  'Fianza de 2.000 euros, ¿se devuelve el mismo día?',
  'Tenemos un presupuesto de entre 800 y 1.200 €.',
  'Somos dos parejas y tres niños pequeños.',
  'Es para celebrar un cumpleaños de 40 años.',
  '¿Puede llevar 10 personas o solo 8?',
  'Salimos a las 10.30 h del pantalán 4.',
  'La velocidad de crucero es de 18 nudos, ¿verdad?',
  'Dormiríamos 2 noches a bordo.',
  'Preferimos la mañana, de 10:00 a 14:00.',
  'Una semana, del 1 al 7 de septiembre de 2026.',
  '¿Hacéis descuento del 10 % por 7 días?',
  'Necesitamos 4 chalecos infantiles, tallas 2, 4, 6 y 8.',
  'Está en el amarre 125 del puerto, ¿no?',
  'Llevaremos 2 neveras y 20 kg de hielo.',
  'Nos vemos en la marina a las 9:45.',
  'Gracias, hasta el 12/08.',
  'Is the boat available from 12 to 15 July?',
  'We are 6 adults and 2 kids.',
  'Can we pay 1,500 euros in two payments?',
  'How long is it, 12 m or 40 ft?',
  'We would like to leave at 10am and be back by 6pm.',
  'Check-in at 9:30, check-out at 19:00.',
  'We have sailed for 10 years, mostly on 35 feet yachts.',
  'Does the 300 € deposit get refunded the same day?',
  'Our budget is between 800 and 1,200 €.',
  'We are two couples with three children.',
  'It is for a 50th birthday party on 2026-08-21.',
  'Is 20 % off possible for 7 days?',
  'Could we do a half day, 3pm to 7pm?',
  'We will sail about 25 miles to Cabrera.',
  'Two nights on board, 4 people in 2 cabins.',
  'We meet at the marina at 9.',
  'See you at the harbour at 10:15 then!',
  "Let's meet at pontoon 3, berth 42.",
  'The fuel is 45 € per hour, right?',
  'We land at 11:40 and arrive at the port around 13:00.',
  'Our flight number is IB 3456 and we land at 11:40.',
  'Perfect, we will be 5, maybe 6.',
  'Cuatro adultos, dos niños y un perro pequeño, ¿se puede?',
  'Hemos visto vuestro barco en Ibiza, ¡precioso!',
  '¿Se puede fondear en Cala Saona? Vamos con 2 motos de agua no, tranquilos.',
  'Queremos ir a Formentera y volver, unos 20 nm.',
  'Salida 10:00, regreso 20:00, 8 personas, patrón incluido.',
  'Precio total 2.340,00 € con patrón, ¿correcto?',
  'El día 24/06 es San Juan, ¿hay mucho tráfico?',
  'at 10 dot on we will be there, punctual as always',
  'Vale, quedamos a las 9 en punto en el puerto.',
  'Booking for 3 days from 2026-09-01, 4 adults, 1,800 € in total.',
  'Somos 4, llegamos el 12, salimos el 13 y volvemos el 15.',
  'Tallas 36, 38, 40, 42 y 44 para los neoprenos.',
  'Mi vuelo sale a las 18:05 del 14.08.2026 y llego a las 21:10.',
  'La referencia de mi pago es 123456, por si acaso.',
  'We could do the 1st, 2nd or 3rd of August; we are 5 or 6.',
  'Llamaremos al puerto cuando lleguemos, somos 7 personas.',
];

describe('findContactDetails: the contact-details guard corpus', () => {
  it(`refuses all ${refused.length} messages with contact details`, () => {
    const missed = refused.filter(([text, kind]) => findContactDetails(text) !== kind);
    expect(missed).toEqual([]);
    expect(refused.length).toBeGreaterThanOrEqual(60);
  });

  it(`lets all ${ordinary.length} ordinary messages through`, () => {
    const blocked = ordinary
      .map((text) => [text, findContactDetails(text)] as const)
      .filter(([, kind]) => kind !== null);
    expect(blocked).toEqual([]);
    expect(ordinary.length).toBeGreaterThanOrEqual(60);
  });

  it('ignores case, accents and unusual spaces', () => {
    expect(findContactDetails('MI MÓVIL: SEIS UNO DOS TRES CUATRO CINCO SEIS SIETE OCHO')).toBe(
      'phone',
    );
    expect(findContactDetails('612\u00a0345\u202f678')).toBe('phone');
    expect(findContactDetails('')).toBeNull();
  });
});
