/**
 * Ionic's runtime and its router, the second of main.tsx's boot stages: evaluated in a task of
 * their own, before the app's code, which imports the same modules (App.tsx).
 */
export { IonApp, IonRouterOutlet } from '@ionic/react';
export { IonReactRouter } from '@ionic/react-router';
