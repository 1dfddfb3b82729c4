# El Explorador de codificación posicional en español. Traducido de en.ftl (el original);
# el glosario (glossary/es.md) fija los términos del campo. Cada { $nombre } es un valor que la
# página rellena: se conservan todos.

## Términos

-site-name = Explorador de codificación posicional

## La página

document-title = { $section } · { -site-name }
site-title = { -site-name }
site-description = Cómo saben los Transformers el orden de las palabras: la codificación posicional sinusoidal, calculada por un núcleo en C++/WebAssembly y explicada paso a paso.
site-tagline = Cómo sabe un Transformer el orden de las palabras: la codificación posicional sinusoidal, paso a paso.
skip-link = Saltar a la lección
contents-nav =
    .aria-label = Secciones de la lección
contents-heading = Contenido
pager-nav =
    .aria-label = Sección anterior y siguiente
site-footer = Cada número de esta página lo calcula en tu navegador un núcleo en C++ compilado a WebAssembly. No se envía nada a ningún sitio.
language-menu-label = Idioma
page-loading = Cargando el núcleo WebAssembly…
page-load-failed = No se pudo cargar el núcleo WebAssembly ({ $reason }). Comprueba la conexión y vuelve a intentarlo; esta página necesita un navegador con WebAssembly.
retry = Reintentar
section-announced = Sección { $index } de { $count }: { $title }
printed-from = Impreso desde { $link }
rounding-rule = Los números se redondean al alejarse del cero a 6 decimales (así, { $value } se imprime como { $example }), y un resultado que se redondea a cero se imprime sin signo menos.
section-loading = Cargando esta sección…

## Títulos de las secciones

title-why = ¿Por qué la posición?
title-formula = La fórmula
title-steps = Ejemplo resuelto
title-matrix = La matriz completa
title-proof = La prueba del desplazamiento relativo
title-rope = Codificación posicional rotatoria (RoPE)
title-similarity = La similitud solo depende del desfase
title-input = Sumarla a los embeddings de los tokens
title-learned = Fija frente a aprendida
title-train = Entrénalo tú
title-bias = Sesgos de posición relativa: ALiBi y T5
title-extension = Contextos más largos: interpolación, NTK y YaRN
title-conventions = Convenciones y trampas
title-practice = Práctica


## shell
# Messages of the page's shell and shared widgets (web/src/shell, web/src/kit): ids not beginning with a section's id. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## refusals
# Messages of the core's refusals and the store's checks, worded by the page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## why
# Messages of section why. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## formula
# Messages of section formula. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## steps
# Messages of section steps. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## matrix
# Messages of section matrix. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## proof
# Messages of section proof. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## similarity
# Messages of section similarity. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## input
# Messages of section input. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## rope
# Messages of section rope. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-rope-pairing = emparejamiento (qué dimensiones gira RoPE juntas)
words-rope-shift = desplazamiento c (sumado a ambas posiciones)
words-rope-shift-why = pos + c y pos + k + c quedan entre 0 y { $max }
words-rope-d = d (dimensión de la cabeza)
words-rope-k = Δ (desfase n − m)
words-rope-k-range = { $name } debe ser un número entero de { $min } a { $max } para que pos + Δ sea una posición; se recibió { $got }.
rope-intro = La demostración terminó con una rotación: avanzar { $delta } posiciones gira cada par (sin, cos) un ángulo { $turn }, sea cual sea el punto de partida. La codificación posicional rotatoria (RoPE; Su et al., RoFormer, 2021) pone esa rotación a trabajar directamente: en lugar de sumar un vector de posición al embedding, **gira** la propia consulta q y la propia clave k, par a par, el ángulo { $angle } con la misma { $omega } que la tabla sinusoidal. Aquí k es siempre el vector clave; el desfase entre las dos posiciones se llama { $offset }.
rope-head = RoPE gira dentro de cada cabeza de atención, así que d en esta página es la **dimensión de la cabeza**, la longitud de q y k en una cabeza, no la anchura del modelo. En LLaMA 7B la anchura del modelo es 4096, repartida entre 32 cabezas, así que cada cabeza gira vectores de d = 128 (64 pares).
rope-identity = Como una rotación de { $first } seguida de la inversa de una rotación de { $second } es una rotación de { $result }, es decir, { $identity } (la rotación de n actúa primero sobre k), la puntuación de atención entre una consulta girada y una clave girada solo puede ver el desfase { $offset }. RoPE no añade parámetros: nada en ella se aprende.
rope-block = La demostración escribió su bloque como { $block } porque actuaba sobre pares escritos (sin, cos). Sobre un par escrito (a, b), con a en el eje horizontal, el mismo giro en sentido antihorario es la matriz de arriba: { $map }. RoPE necesita una d par: cada dimensión tiene pareja, no queda ningún seno suelto.
rope-pairs-heading = Qué dos dimensiones forman un par
rope-pairs = Hay dos convenciones en uso, y ambas conservan la propiedad de arriba. **Intercalado** empareja las dimensiones (2i, 2i + 1): RoFormer, GPT-J y el código original de LLaMA de Meta. **Mitades** empareja la dimensión i con i + d/2, el { $rotateHalf } de GPT-NeoX y del código de LLaMA de Hugging Face. Dan puntuaciones distintas para las mismas q y k, así que un checkpoint solo funciona con el emparejamiento con el que se entrenó; el script de conversión de LLaMA de Hugging Face permuta las filas de W_Q y W_K para pasar de uno a otro.
rope-stepper-heading = Gira q a mano, un par cada vez
rope-check-heading = Comprobación: la puntuación solo ve n − m
rope-check = Toma la consulta en la posición m = pos y la clave en n = pos + Δ, y puntúalas. Luego mueve ambas con el mismo desplazamiento c y vuelve a puntuar. En aritmética exacta las dos puntuaciones son iguales, y ambas valen { $relative }, que no menciona m ni n por separado. Un ordenador redondea, así que la tabla muestra cuán grandes son de verdad las diferencias: en float64 (unas 16 cifras significativas) y en float32 (unas 7), calculadas de dos maneras.
rope-decay-heading = Decaimiento a larga distancia
rope-decay = Si cada par de q y de k es (1, 0), la puntuación de las posiciones m y m + Δ es { $g }: la misma suma que el producto sinusoidal { $product }, con { $g0 } porque cada par aporta cos 0 = 1. Con varios pares, los cosenos se desfasan a medida que Δ crece y se anulan en parte, así que g(Δ) tiende a disminuir, de forma irregular. RoFormer (sección 3.4.3) convierte esto en una cota de la puntuación para cualesquiera q y k; la segunda curva es el factor de esa cota que depende de Δ, { $factor } con { $sum }, escalado como en la figura 2 del artículo. Es un factor de una cota, no una puntuación, y empieza en (d/2 + 1)/2.
rope-why-add-heading = ¿Por qué no sumar la PE y dejar que W_Q y W_K lo resuelvan?
rope-why-add = La propiedad de la demostración, que PE(p)·PE(q) depende solo de p − q, vale para las codificaciones desnudas. Un modelo nunca compara codificaciones desnudas: primero proyecta. Con la PE sumada, la parte posicional de una puntuación es { $additive }, y unas W_Q y W_K cualesquiera no conmutan con las rotaciones (mezclan y estiran los senos y cosenos), así que las rotaciones ya no se cancelan. RoPE gira después de la proyección, { $rotated }, así que lo único que llega a la puntuación es el desfase. Abajo, el mismo token x está en las posiciones m y n = m + Δ con Δ fijo, W_Q y W_K son aleatorias (con semilla), y solo m cambia de una fila a otra.
rope-asked-angle = el ángulo θ = pos·ω_i
rope-guess-exact = Exacto con 6 decimales: { $what } es { $truth }.
rope-guess =
    { $verdict ->
        [very] Muy cerca
        [close] Cerca
       *[off] No del todo
    }: dijiste { $guess }, { $what } es { $truth }, una diferencia de { $error }.{ $hint ->
        [angle] { " " }Multiplica pos por ω_i; el ángulo está en radianes y no se reduce quitando vueltas completas.
        [trig] { " " }Usa radianes, no grados.
        [output] { " " }Usa a y b de q y los cos θ y sin θ de arriba; cuidado con el signo menos en a′.
       *[none] { "" }
    }
rope-type-number = Escribe un número, por ejemplo { $half } o { $example }.
rope-reveal = { $what } es { $value }.
rope-stage-frequency = Frecuencia
rope-stage-angle = Ángulo
rope-stage-trig = Coseno, seno
rope-stage-pair = El par de q
rope-stage-first = Primera salida
rope-stage-second = Segunda salida
rope-previous = ← Par anterior
rope-next = Par siguiente →
rope-predict-prompt = Predice primero: calcula el ángulo, cos, sin y las dos salidas antes de que se muestren
rope-stepper-keys = Cuando el paso a paso tiene el foco, las flechas izquierda y derecha cambian de par, Inicio y Fin saltan al primero y al último; N y P funcionan en cualquier lugar de la sección.
rope-pairs-region = Cada par de q, girado
rope-pairs-summary = Todos los pares en una tabla
rope-q-source = q es el vector consulta de la comprobación de más abajo: { $d } números entre −1 y 1 generados por el generador con semilla del núcleo (semilla { $seed }), siempre los mismos. El paso a paso lo gira hasta la posición pos = { $pos }: el resultado es q′ = R({ $pos }) q, la consulta girada que puntúa la comprobación.
rope-pair-title =
    { $pairs ->
        [one] Par i = { $pair } (el único par)
       *[other] Par i = { $pair } (de 0 a { $last })
    }
rope-pair-where =
    d = { $d }, pos = { $pos }, base { $base }, emparejamiento { $pairing ->
        [half] por mitades
       *[interleaved] intercalado
    }: el par { $pair } son las dimensiones { $first } y { $second }. Da una vuelta cada 2π/ω = { $wavelength } posiciones.
rope-predict-question = Tu predicción para { $what }:
rope-pair-done =
    El par { $pair } está hecho. { $more ->
        [yes] Pasa al siguiente par.
       *[no] Ese era el último par.
    }
rope-vector-title = q′ = R({ $pos }) q se va completando
rope-vector-index = j={ $j } par { $pair }
rope-vector-note =
    { $part ->
        [yes] Se muestran las dimensiones { $from } a { $to } de { $dims }.{ " " }
       *[no] { "" }
    }El par actual tiene el borde grueso; un ? marca un valor que aún no se ha calculado.{ $pairing ->
        [half] { " " }Con emparejamiento por mitades, las dos dimensiones de un par están a d/2 de distancia.
       *[interleaved] { "" }
    }
rope-pairs-caption =
    R({ $pos }) q, d = { $d }, base { $base }, emparejamiento { $pairing ->
        [half] por mitades
       *[interleaved] intercalado
    }{ $cut ->
        [yes] { " " }(primeros { $max } pares)
       *[no] { "" }
    }
rope-column-pair = par i
rope-column-dims = dims.
rope-f64-exact = En float64 las dos puntuaciones coinciden aquí hasta el último bit.
rope-f64-rounding = En float64 difieren en { $difference }: es redondeo, no un fallo de la identidad. La diferencia tiende a crecer con las posiciones, porque un ángulo tan grande como pos·ω arrastra un error de redondeo proporcional a su tamaño.
rope-rounded = La columna central conserva el ángulo θ = pos·ω en float64 de la columna float64, calcula cos θ y sin θ en float64 y los redondea (junto con q y k) a float32; luego gira y calcula el producto escalar en float32. Cada una de sus puntuaciones está a menos de { $error } de la de float64: redondeo a float32 de esos números y de la aritmética, acotado por un múltiplo de d·2⁻²⁴·|q|·|k| que no crece con la posición, porque ningún ángulo se redondea nunca a float32.
rope-naive =
    Formar primero el ángulo pos·ω en float32, como hacen por defecto la mayoría de los frameworks, da un error de { $error }{ $worse ->
        [yes] : mayor, porque el propio ángulo se desvía en torno a un paso de redondeo de float32 de pos·ω, y ese paso crece con la posición.
       *[no] , más o menos el mismo en estas posiciones (hasta { $far }); crece con la posición{ $suggest ->
            [yes] : prueba un desplazamiento de { $shift }
           *[no] { "" }
        }.
    }
rope-row-difference = |diferencia| entre las dos puntuaciones
rope-row-error = mayor error respecto a float64
rope-reference = (referencia)
rope-relative-region = La comprobación relativa, en float64 y float32
rope-relative-caption =
    d = { $d }, base { $base }, emparejamiento { $pairing ->
        [half] por mitades
       *[interleaved] intercalado
    }, q y k con semilla { $seed }. Puntuaciones con { $digits } decimales.
rope-column-quantity = magnitud
rope-column-rounded = float32, cos θ y sin θ redondeados desde float64
rope-column-naive = float32, ángulo formado en float32
rope-scroll-hint = La tabla se desplaza de lado
rope-relative-form = q·R(Δ) k con Δ = n − m = { $delta }: { $score }. Mayor distancia entre este valor y las dos puntuaciones en float64: { $gap }.
rope-decay-g0 =
    g(0) = { $g0 }: { $pairs ->
        [one] el único par aporta
       *[other] cada uno de los { $count } pares aporta
    } cos 0 = 1.
rope-decay-one-pair = Con d = 2 hay un solo par: nada se cancela, y g(Δ) = cos Δ oscila entre −1 y 1 sin decaer; para Δ de { $from } a { $to }, |g(Δ)| aún llega a { $far }.
rope-decay-low = Para Δ de { $from } a { $to }, |g(Δ)| se queda en { $far } o menos, menos de la mitad de g(0): las posiciones lejanas puntúan menos.
rope-decay-high =
    Para Δ de { $from } a { $to }, |g(Δ)| aún llega a { $far }, más de la mitad de g(0): con esta d y esta base hay poco decaimiento dentro de Δ ≤ { $to }.{ $suggest ->
        [yes] { " " }Prueba una d mayor, como { $larger }.
       *[no] { "" }
    }
rope-decay-bound = El factor de la cota vale { $first } en Δ = 0 y { $last } en Δ = { $K }; su menor valor en el intervalo es { $lowest }, en Δ = { $at }.
rope-sentence-gap = { " " }
rope-chart-bound = factor de la cota de RoFormer
rope-chart-x = desfase Δ = n − m
rope-chart-y = valor
rope-chart-label = Gráfico de líneas para Δ de 0 a { $K }, d = { $d }: g(Δ) como línea continua que empieza en { $g0 }, y el factor de la cota de RoFormer como línea discontinua que empieza en { $bound0 }.
rope-column-bound = factor de la cota
rope-decay-data = Datos del decaimiento
rope-spread-raw =
    Codificaciones desnudas, p_m·p_n: dispersión { $spread }{ $kind ->
        [exact] : todas las filas dan exactamente la misma puntuación. Solo ven el desfase, como dijo la demostración.
        [rounding] , solo redondeo. Solo ven el desfase, como dijo la demostración.
       *[large] .
    }
rope-spread-additive =
    PE sumada a través de W_Q y W_K: dispersión { $spread }{ $kind ->
        [large] . La puntuación cambia con m aunque n − m es el mismo en todas las filas: las proyecciones rompieron la propiedad de depender solo del desfase.
       *[rounding] , al nivel del redondeo con estos ajustes.
    }
rope-spread-rope =
    RoPE: dispersión { $spread }{ $kind ->
        [exact] : todas las filas dan exactamente la misma puntuación. Girar después de la proyección mantiene la puntuación como función de n − m.
        [rounding] , solo redondeo. Girar después de la proyección mantiene la puntuación como función de n − m.
       *[large] .
    }
rope-w-region = Puntuaciones con W_Q y W_K
rope-w-caption =
    n − m = Δ = { $delta }, d = { $d }, emparejamiento { $pairing ->
        [half] por mitades
       *[interleaved] intercalado
    }, W_Q, W_K y x con semilla { $seed }.
rope-pairing-interleaved = Intercalado
rope-pairing-interleaved-hint = dims. (2i, 2i + 1): RoFormer, LLaMA de Meta
rope-pairing-half = Por mitades
rope-pairing-half-hint = dims. (i, i + d/2): GPT-NeoX, Hugging Face
rope-pairing-label = Emparejamiento
rope-k-describe =
    { $side ->
        [same] la clave en la posición de la consulta
        [before] { $count ->
            [one] la clave { $positions } posición antes de la consulta
           *[other] la clave { $positions } posiciones antes de la consulta
        }
       *[after] { $count ->
            [one] la clave { $positions } posición después de la consulta
           *[other] la clave { $positions } posiciones después de la consulta
        }
    }
rope-k-hint = n = pos + Δ: la posición de la clave menos la de la consulta.
rope-shift-describe = ambas posiciones desplazadas { $shift }
rope-shift-hint = m + c y n + c deben seguir siendo posiciones. Los desplazamientos grandes muestran cómo crece el error del ángulo en float32.
rope-refused-odd = { $message }; elige una d par
rope-decay-refused = { $message }. El gráfico del decaimiento necesita una d menor.
rope-w-refused =
    { $message }. La tabla de W_Q/W_K necesita { $need ->
        [delta] Δ ≥ 0
       *[d] una d menor
    }.
rope-circle-heading = Par { $pair }: dimensiones { $first } (a) y { $second } (b)
rope-circle-caption-hidden = El giro se dibuja cuando hayas calculado el ángulo θ.
rope-circle-title-hidden = Par { $pair } de q: el punto (a; b) = ({ $a }; { $b }) (círculo). Su giro de θ = pos·ω queda oculto hasta que hayas calculado θ.
rope-circle-caption-zero = Este par de q es (0, 0): una rotación lo deja donde está.
rope-circle-caption = El punto gira en sentido antihorario θ = pos·ω = { $turn }; su distancia al centro no cambia.
rope-circle-title = Par { $pair } de q: el punto (a; b) = ({ $a }; { $b }) (círculo) gira { $angle } radianes hasta ({ $a2 }; { $b2 }) (cuadrado, q′), el par de q′ = R({ $pos })q.
rope-circle-title-unsolved = Par { $pair } de q: el punto (a; b) = ({ $a }; { $b }) (círculo) gira { $angle } radianes hasta el cuadrado (q′), el par de q′ = R({ $pos })q; sus coordenadas quedan ocultas hasta que hayas calculado a′ y b′.



## conventions
# Messages of section conventions. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.
words-conventions-preset = ajuste predefinido (biblioteca)
conventions-variant-paper = El artículo
conventions-variant-concatenated = Disposición concatenada
conventions-variant-one-based-position = Posiciones contadas desde 1
conventions-variant-dimension-exponent = Exponente erróneo b^(j/d)
conventions-variant-one-based-pair = Índice de par desde 1
conventions-variant-tensor2tensor = Espaciado de tensor2tensor
conventions-note-paper = Intercalado sin, cos, sin, cos …; ω_i = b^(−2i/d) con i el índice del par; posiciones desde 0. La referencia para todas las filas de abajo.
conventions-note-concatenated = Primero todos los senos, luego todos los cosenos (tensor2tensor, el tutorial de TensorFlow, muchos modelos de difusión). Los mismos números en otro orden. Es la pregunta «¿esto es un error?» más frecuente en los gestores de incidencias públicos: no es un error, las dimensiones solo están permutadas.
conventions-note-one-based-position = Algunos textos numeran el primer token con 1, no con 0. Cada token baja una fila en la tabla: el token en el índice pos recibe PE(pos + 1). Es inofensivo si se usa igual en todas partes.
conventions-note-dimension-exponent = Usa el índice de dimensión j donde la fórmula tiene 2i. Así cada coseno recibe su propia frecuencia, algo más lenta, de modo que el seno y el coseno de un par ya no comparten ángulo y la demostración del desplazamiento deja de valer. Algunos textos imprimen esta fórmula por error, incluso junto a código que lo hace bien.
conventions-note-one-based-pair = Contar los pares desde i = 1 (como en W[2i−1, t] = sin(t / b^(2i/d)) con 0 < i ≤ d/2) hace cada frecuencia un par más lenta: se pierde la onda más rápida, ω = 1. Algunos textos lo escriben así.
conventions-note-tensor2tensor = Espacia las escalas de tiempo logarítmicas en log(b)/(d/2 − 1), de modo que la longitud de onda más lenta es exactamente 2πb en lugar de 2πb^((d−2)/d). Se muestra intercalado para que solo difiera el espaciado.
conventions-lead = La misma idea se escribe de varias maneras. Algunas diferencias son solo convenciones (inofensivas una vez que las conoces); dos son errores que cambian los números. Aquí están lado a lado para el mismo token.
conventions-compare-heading = Una variante menos el artículo, posición a posición
conventions-compare-intro = Elige una variante: el mapa de calor muestra su matriz menos la del artículo, para n posiciones y d dimensiones. El blanco significa igual.
conventions-precision-heading = Posiciones grandes y float32
conventions-precision-intro = La mayoría de los frameworks calculan el ángulo pos·ω en float32 y solo después toman el seno. En posiciones grandes float32 no puede guardar el ángulo exactamente, y el error aparece en la codificación, aunque el valor exacto siempre está en [−1, 1]. El núcleo nunca forma el ángulo en float32: en la primera posición de cada bloque de filas toma el seno y el coseno en float64 y los redondea a float32, y llega a cada posición posterior del bloque con una rotación en float32 de ω·k (la propiedad del desplazamiento relativo, con cos ω·k y sin ω·k también redondeados a float32). Así cada uno de sus valores está a unos pocos redondeos de float32 del exacto y no arrastra error de ángulo: como mucho 5·2⁻²⁴ ≈ 3,0·10⁻⁷ en cualquier posición, donde redondear una vez el valor exacto dejaría como mucho 2⁻²⁵ ≈ 3,0·10⁻⁸. Los errores que sí tiene se imprimen y se dibujan abajo.
conventions-past-end = pos debe ser como mucho { $max } aquí: la fila «{ $label }» lee PE(pos + { $shift }); se recibió { $got }
conventions-kind-reference = referencia
conventions-kind-convention = convención
conventions-kind-mistake = error
conventions-side-caption =
    El token en el índice { $pos }, d = { $d }{ $cut ->
        [yes] { " " }(primeras { $shown } dimensiones)
       *[no] { "" }
    }. Bajo cada valor: qué función y qué par llenan esa dimensión. Redondeado al más cercano, los empates lejos del cero, con { $digits } decimales.
conventions-side-scroll =
    La tabla es más ancha que la pantalla: desplázala de lado para ver { $dims ->
        [one] la única dimensión
       *[other] las { $shown } dimensiones
    }
conventions-compare-equal =
    { $positions ->
        [one] { $label } da exactamente los números del artículo en esta { $count } posición.
       *[other] { $label } da exactamente los números del artículo en estas { $count } posiciones.
    }
conventions-compare-summary =
    { $label }: la mayor |diferencia| es { $difference }, en el token { $row }, dimensión { $dim }.{ $layout ->
        [yes] { " " }Es grande, y aun así no se pierde nada: ordena las columnas y las dos matrices coinciden.
       *[no] { "" }
    }
conventions-column-variant = variante
conventions-column-dim = dim. { $j }
conventions-side-region = Variantes lado a lado
conventions-picker-label = Variante que comparar con el artículo
conventions-picker-announce = Comparando el artículo con: { $label }
conventions-heatmap-title = { $label } menos el artículo
conventions-heatmap-rows = posición
conventions-heatmap-columns = dimensión
conventions-heatmap-cell = token { $row }, dimensión { $dim }: { $label } menos el artículo ≈ { $value }
conventions-precision-naive = ángulo en float32 (lo habitual)
conventions-precision-fast = el núcleo: ángulo en float64, resultado en float32
conventions-precision-y = mayor |error| en { $d } dimensiones
conventions-position-presets = Posiciones predefinidas
conventions-precision-field = posición para la comprobación en float32
conventions-precision-hint = d = { $d }, base b de los ajustes.
conventions-precision-summary = En la posición { $pos }: ángulo en float32, mayor error { $naive }; la vía float32 del núcleo, mayor error { $fast }. El error salta de una posición a la siguiente; entre { $first } y { $last } el error del ángulo en float32 alcanza su máximo en { $worst } (posición { $worstPos }).
conventions-precision-label = Gráfico de líneas, escala logarítmica: mayor error en float32 de la codificación en las posiciones { $first } a { $last }, calculada de dos maneras.
conventions-precision-description = Ángulo en float32: errores de hasta { $naive } en este intervalo; la vía float32 del núcleo: como mucho { $fast }.
conventions-column-naive = ángulo en float32
conventions-column-fast = float32 del núcleo
conventions-precision-data = Datos del error en float32
conventions-layout-interleaved = intercalada: sin, cos, sin, cos, …
conventions-layout-sin-cos = todos los senos, luego todos los cosenos
conventions-layout-cos-sin = todos los cosenos, luego todos los senos
conventions-spacing-as = { $formula }, calculado como { $code }
conventions-spacing-log = { $formula }, { $range }: la longitud de onda más lenta es exactamente { $longest }
conventions-spacing-numpy = { $formula } en float64 de numpy
conventions-spacing-numpy-sines = { $formula } en float64 de numpy; los senos llenan las columnas { $columns }
conventions-spacing-pow = { $formula } con { $code } en float32
conventions-first-start-index = { $code } ({ $zero } por defecto)
conventions-first-padding = fila { $row } ({ $code })
conventions-first-padding-offset = fila { $row } ({ $code }; la tabla tiene { $offset } filas de más)
conventions-first-past = { $zero } ({ $code })
conventions-first-klen = de { $from } hasta { $to } (distancias relativas); aquí las filas son las posiciones tal como se dan
conventions-odd-shape = falla: PyTorch lanza un error de forma (shape mismatch)
conventions-odd-zero-column = { $count } frecuencias y luego una columna de ceros
conventions-odd-sine = termina con un seno
conventions-odd-ceil = { $sines } senos, { $cosines } cosenos
conventions-odd-assert = falla: { $code }
conventions-odd-wide = anchura errónea: { $width } columnas
conventions-presets-heading = Lo que construyen de verdad las bibliotecas
conventions-presets-intro = Diez implementaciones muy copiadas, cada una reproducida a partir de su código fuente. Difieren en la disposición, en cómo se espacian las frecuencias, en qué fila lee el primer token, en qué hacen con una d impar y en si forman el ángulo pos·ω en float32 (el dtype por defecto de PyTorch y TensorFlow) o en float64 (numpy).
conventions-presets-caption = Los diez ajustes predefinidos. La última columna: la mayor |tabla en float32 − fórmula en float64| en las { $d } dimensiones de la fila { $pos }.
conventions-column-library = biblioteca
conventions-column-source = fuente (archivo, función)
conventions-column-layout = disposición
conventions-column-spacing = espaciado de frecuencias
conventions-column-first = el primer token lee
conventions-column-padding = fila de relleno
conventions-column-odd = d impar
conventions-column-angle = ángulo formado en
conventions-column-error = error en float32 en pos { $pos }
conventions-padding-row = fila { $row }, todo ceros
conventions-padding-none = ninguna
conventions-float64-numpy = float64 (numpy)
conventions-meaning-float32 =
    { $libraries ->
        [one] En pos = { $pos } con d = { $d }, la { $count } biblioteca que forma el ángulo pos·ω en float32 se desvía entre { $least } y { $most } en la peor dimensión de la fila: float32 guarda unas siete cifras significativas, así que un ángulo cercano a { $pos } radianes no puede guardarse exactamente, y su seno y su coseno heredan el error por bien que se calculen.
       *[other] En pos = { $pos } con d = { $d }, las { $count } bibliotecas que forman el ángulo pos·ω en float32 se desvían entre { $least } y { $most } en la peor dimensión de la fila: float32 guarda unas siete cifras significativas, así que un ángulo cercano a { $pos } radianes no puede guardarse exactamente, y su seno y su coseno heredan el error por bien que se calculen.
    }
conventions-meaning-float64 =
    { $libraries ->
        [one] { $names } forma el ángulo en float64 con numpy y solo redondea el resultado a float32: su error, como mucho { $most }, es ese último redondeo y nada más.
       *[other] { $names } forman el ángulo en float64 con numpy y solo redondean el resultado a float32: su error, como mucho { $most }, es ese último redondeo y nada más.
    }
conventions-sentence-gap = { " " }
conventions-row-padding = fila { $row }: relleno, todo ceros
conventions-row-first = fila { $row }: primer token
conventions-row = fila { $row }
conventions-rows-caption =
    { $kind ->
        [float64] La fórmula de la biblioteca en float64
       *[float32] Los propios pasos en float32 de la biblioteca
    }: filas { $from } a { $to }, d = { $d }{ $cut ->
        [yes] { " " }(primeras { $shown } dimensiones)
       *[no] { "" }
    }.
conventions-column-row = fila de la tabla
conventions-rows-region =
    { $kind ->
        [float64] Tabla del ajuste en float64
       *[float32] Tabla del ajuste en float32
    }
conventions-preset-label = Biblioteca
conventions-preset-announce = Biblioteca: { $library }
conventions-presets-region = Los diez ajustes de bibliotecas
conventions-presets-rounding = Los valores de las tablas se redondean al más cercano, los empates lejos del cero, con 6 decimales; los errores se muestran en notación científica con 2 cifras significativas.
conventions-preset-refused =
    { $message }. { $shown ->
        [yes] Se sigue mostrando la última tabla que funcionó.
       *[no] Aún no hay tabla que mostrar: elige otra d u otra biblioteca.
    }
conventions-preset-summary =
    { $library }: { $layout }; el ángulo se forma en { $angle ->
        [float32] float32
       *[float64] float64 (numpy)
    }.{ $padding ->
        [yes] { " " }La fila { $paddingRow } es la fila de relleno ({ $paddingCode }): todo ceros. El primer token real lee la fila { $firstRow }, así que el token en el índice t lee la fila t + { $firstRow }.
       *[no] { " " }El primer token lee la fila { $firstRow }.
    } En pos = { $pos } (d = { $d }) su tabla en float32 se desvía hasta { $error }, en la dimensión { $dim }.



## bias
# Messages of section bias. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## extension
# Messages of section extension. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## learned
# Messages of section learned. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## train
# Messages of section train (the lab). Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.



## practice
# Messages of section practice, class sets and the SCORM launch page. Ids that begin with a section's id load with that section; words-<section>-… and other ids load with the page.

